import type { Clock } from '@p2p/service-kit';

/** The wallet's notion of now, a provider so tests can move it (the 24-hour delay of a raised limit). */
export const WALLET_CLOCK = Symbol('WALLET_CLOCK');

export type WalletClock = Clock;
