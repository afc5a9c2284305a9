/** Injection tokens of what the kit provides to every service. */
export const CONFIG = Symbol('CONFIG');
export const RUNTIME = Symbol('RUNTIME');
export const EVENT_BUS = Symbol('EVENT_BUS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
