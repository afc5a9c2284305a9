/** Time units and calendar helpers of the simulation; the time itself is the kit's `CLOCK`. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Midnight UTC of the instant's day. */
export function startOfUtcDay(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addMs(instant: Date, ms: number): Date {
  return new Date(instant.getTime() + ms);
}
