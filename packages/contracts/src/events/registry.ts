import { AccessRevoked } from './auth/access-revoked';
import { UserRegistered } from './auth/user-registered';
import { UserUpdated } from './auth/user-updated';
import { BetSettled } from './betting/bet-settled';
import { OfferCancelled } from './betting/offer-cancelled';
import { OfferCreated } from './betting/offer-created';
import { OfferExpired } from './betting/offer-expired';
import { OfferMatched } from './betting/offer-matched';
import { OfferRejected } from './betting/offer-rejected';
import { MatchFinished } from './football/match-finished';
import { MatchScheduled } from './football/match-scheduled';
import { MatchUpdated } from './football/match-updated';
import { MatchVoided } from './football/match-voided';
import { BalanceChanged } from './wallet/balance-changed';
import { DepositApproved } from './wallet/deposit-approved';
import { DepositRejected } from './wallet/deposit-rejected';

/** Every integration event type, with its payload. A payload change that breaks readers bumps the version. */
export interface EventPayloads {
  'auth.UserRegistered': UserRegistered;
  'auth.UserUpdated': UserUpdated;
  'auth.AccessRevoked': AccessRevoked;
  'betting.OfferCreated': OfferCreated;
  'betting.OfferMatched': OfferMatched;
  'betting.OfferCancelled': OfferCancelled;
  'betting.OfferExpired': OfferExpired;
  'betting.OfferRejected': OfferRejected;
  'betting.BetSettled': BetSettled;
  'wallet.BalanceChanged': BalanceChanged;
  'wallet.DepositApproved': DepositApproved;
  'wallet.DepositRejected': DepositRejected;
  'football.MatchScheduled': MatchScheduled;
  'football.MatchUpdated': MatchUpdated;
  'football.MatchFinished': MatchFinished;
  'football.MatchVoided': MatchVoided;
}

export type EventType = keyof EventPayloads;

export const EVENT_VERSIONS: { readonly [T in EventType]: number } = {
  'auth.UserRegistered': 1,
  'auth.UserUpdated': 1,
  'auth.AccessRevoked': 1,
  'betting.OfferCreated': 1,
  'betting.OfferMatched': 1,
  'betting.OfferCancelled': 1,
  'betting.OfferExpired': 1,
  'betting.OfferRejected': 1,
  'betting.BetSettled': 1,
  'wallet.BalanceChanged': 1,
  'wallet.DepositApproved': 1,
  'wallet.DepositRejected': 1,
  'football.MatchScheduled': 1,
  'football.MatchUpdated': 1,
  'football.MatchFinished': 1,
  'football.MatchVoided': 1,
};

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_VERSIONS, type);
}
