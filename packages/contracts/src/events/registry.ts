import { AccessRevoked } from './auth/access-revoked';
import { UserSignedIn } from './auth/user-signed-in';
import { UserRoleChanged } from './auth/user-role-changed';
import { UserStatusChanged } from './auth/user-status-changed';
import { UserExcluded } from './auth/user-excluded';
import { SupportRequested } from './auth/support-requested';
import { DepositSubmitted } from './wallet/deposit-submitted';
import { DepositExpired } from './wallet/deposit-expired';
import { WithdrawalRequested } from './wallet/withdrawal-requested';
import { WithdrawalCancelled, WithdrawalProcessed } from './wallet/withdrawal-processed';
import { PaymentMethodChanged } from './wallet/payment-method-changed';
import { ExchangeRateSet } from './wallet/exchange-rate-set';
import { BetPaidOut } from './wallet/bet-paid-out';
import { SupportMessagePosted } from './admin/support-message-posted';
import { UserRegistered } from './auth/user-registered';
import { UserUpdated } from './auth/user-updated';
import { BetSettled } from './betting/bet-settled';
import { ClaimAbandoned } from './betting/claim-abandoned';
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
import { TransferCompleted } from './wallet/transfer-completed';
import { NotificationCreated } from './notifications/notification-created';

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
  'betting.ClaimAbandoned': ClaimAbandoned;
  'betting.BetSettled': BetSettled;
  'wallet.BalanceChanged': BalanceChanged;
  'wallet.DepositApproved': DepositApproved;
  'wallet.DepositRejected': DepositRejected;
  'football.MatchScheduled': MatchScheduled;
  'football.MatchUpdated': MatchUpdated;
  'football.MatchFinished': MatchFinished;
  'football.MatchVoided': MatchVoided;
  'auth.UserSignedIn': UserSignedIn;
  'auth.UserRoleChanged': UserRoleChanged;
  'auth.UserStatusChanged': UserStatusChanged;
  'auth.UserExcluded': UserExcluded;
  'auth.SupportRequested': SupportRequested;
  'wallet.DepositSubmitted': DepositSubmitted;
  'wallet.DepositExpired': DepositExpired;
  'wallet.WithdrawalRequested': WithdrawalRequested;
  'wallet.WithdrawalPaid': WithdrawalProcessed;
  'wallet.WithdrawalRejected': WithdrawalProcessed;
  'wallet.WithdrawalCancelled': WithdrawalCancelled;
  'wallet.PaymentMethodChanged': PaymentMethodChanged;
  'wallet.ExchangeRateSet': ExchangeRateSet;
  'wallet.BetPaidOut': BetPaidOut;
  'admin.SupportMessagePosted': SupportMessagePosted;
  'wallet.TransferCompleted': TransferCompleted;
  'notifications.NotificationCreated': NotificationCreated;
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
  'betting.ClaimAbandoned': 1,
  'betting.BetSettled': 1,
  'wallet.BalanceChanged': 1,
  'wallet.DepositApproved': 1,
  'wallet.DepositRejected': 1,
  'football.MatchScheduled': 1,
  'football.MatchUpdated': 1,
  'football.MatchFinished': 1,
  'football.MatchVoided': 1,
  'auth.UserSignedIn': 1,
  'auth.UserRoleChanged': 1,
  'auth.UserStatusChanged': 1,
  'auth.UserExcluded': 1,
  'auth.SupportRequested': 1,
  'wallet.DepositSubmitted': 1,
  'wallet.DepositExpired': 1,
  'wallet.WithdrawalRequested': 1,
  'wallet.WithdrawalPaid': 1,
  'wallet.WithdrawalRejected': 1,
  'wallet.WithdrawalCancelled': 1,
  'wallet.PaymentMethodChanged': 1,
  'wallet.ExchangeRateSet': 1,
  'wallet.BetPaidOut': 1,
  'admin.SupportMessagePosted': 1,
  'wallet.TransferCompleted': 1,
  'notifications.NotificationCreated': 1,
};

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_VERSIONS, type);
}
