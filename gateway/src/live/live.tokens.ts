/** The bus the live push consumes: the embedded runtime's, a Kafka bus, or none. */
export const LIVE_BUS = Symbol('LIVE_BUS');
