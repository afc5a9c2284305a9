import type { ExclusionKind } from '@p2p/contracts';

/** The time-outs a user can pick: 24 hours to 6 weeks. */
export const TIME_OUT_DURATIONS = ['24h', '48h', '1w', '2w', '4w', '6w'] as const;
/** The self-exclusions a user can pick: 6 months to 5 years, or for good. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const;

export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionDuration = TimeOutDuration | SelfExclusionDuration;

const HOUR_MS = 60 * 60_000;
const TIME_OUT_MS: Readonly<Record<TimeOutDuration, number>> = {
  '24h': 24 * HOUR_MS,
  '48h': 48 * HOUR_MS,
  '1w': 7 * 24 * HOUR_MS,
  '2w': 14 * 24 * HOUR_MS,
  '4w': 28 * 24 * HOUR_MS,
  '6w': 42 * 24 * HOUR_MS,
};
const SELF_EXCLUSION_MONTHS: Readonly<Record<Exclude<SelfExclusionDuration, 'permanent'>, number>> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
};

export function durationsOf(kind: ExclusionKind): readonly ExclusionDuration[] {
  return kind === 'time-out' ? TIME_OUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
}

/**
 * When a break taken at `start` ends; null for a permanent self-exclusion. Months are calendar
 * months in UTC (a year from 29 February ends on 1 March), as a person counts "six months".
 */
export function endOf(duration: ExclusionDuration, start: Date): Date | null {
  if (duration === 'permanent') return null;
  if (duration in TIME_OUT_MS) return new Date(start.getTime() + TIME_OUT_MS[duration as TimeOutDuration]);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + SELF_EXCLUSION_MONTHS[duration as keyof typeof SELF_EXCLUSION_MONTHS]);
  return end;
}
