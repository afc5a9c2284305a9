import type { Clock } from '@p2p/service-kit';

/** Betting's notion of now for the limits, a provider so tests can move it (the 24-hour raise delay). */
export const BETTING_CLOCK = Symbol('BETTING_CLOCK');

export type BettingClock = Clock;
