/** The public API's answer types, for browsers: type-only, so importing them ships no code. */
export type { Selection } from '../events/betting/selection';
export type { MatchStatus, TeamRef } from '../events/football/match-status';
export type * from './betting';
export type * from './football';
export type * from './wallet';
export type * from './support';
export type * from './admin';
export type * from './notifications';
