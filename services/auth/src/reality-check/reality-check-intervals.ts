/** The reminder intervals a user can pick, in minutes; null turns the reminder off. */
export const REALITY_CHECK_INTERVALS = [15, 30, 45, 60, 90, 120] as const;

export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

export const INVALID_INTERVAL =
  'Interval must be 15, 30, 45, 60, 90 or 120 minutes, or null to turn the reminder off';
