/**
 * Where a service reads the time for its rules (a break's end, a limit's 24-hour delay, a code's
 * step, a match's kick-off): the kit provides it as `CLOCK`, one object per app, and a host may
 * hand in its own (`ServiceRuntime.clock`), so a test moves time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/** The machine's time, a new object each call: a test that spies on one app's clock leaves the others alone. */
export function systemClock(): Clock {
  return { now: () => new Date() };
}
