import type { z } from 'zod';
import { AccessRevokedSchema } from './auth/access-revoked';
import { UserSignedInSchema } from './auth/user-signed-in';
import { UserRoleChangedSchema } from './auth/user-role-changed';
import { UserStatusChangedSchema } from './auth/user-status-changed';
import { UserExcludedSchema } from './auth/user-excluded';
import { SupportRequestedSchema } from './auth/support-requested';
import { DepositSubmittedSchema } from './wallet/deposit-submitted';
import { DepositExpiredSchema } from './wallet/deposit-expired';
import { WithdrawalRequestedSchema } from './wallet/withdrawal-requested';
import { WithdrawalCancelledSchema, WithdrawalProcessedSchema } from './wallet/withdrawal-processed';
import { PaymentMethodChangedSchema } from './wallet/payment-method-changed';
import { ExchangeRateSetSchema } from './wallet/exchange-rate-set';
import { betPaidOutFromV1, BetPaidOutV1Schema, BetPaidOutSchema } from './wallet/bet-paid-out';
import { SupportMessagePostedSchema } from './admin/support-message-posted';
import { UserRegisteredSchema } from './auth/user-registered';
import { UserUpdatedSchema } from './auth/user-updated';
import { BetSettledSchema } from './betting/bet-settled';
import { ClaimAbandonedSchema } from './betting/claim-abandoned';
import { OfferCancelledSchema } from './betting/offer-cancelled';
import { OfferCreatedSchema } from './betting/offer-created';
import { OfferExpiredSchema } from './betting/offer-expired';
import { OfferMatchedSchema } from './betting/offer-matched';
import { OfferRejectedSchema } from './betting/offer-rejected';
import { MatchFinishedSchema } from './football/match-finished';
import { MatchScheduledSchema } from './football/match-scheduled';
import { MatchUpdatedSchema } from './football/match-updated';
import { MatchVoidedSchema } from './football/match-voided';
import { BalanceChangedSchema } from './wallet/balance-changed';
import { DepositApprovedSchema } from './wallet/deposit-approved';
import { DepositRejectedSchema } from './wallet/deposit-rejected';
import { TransferCompletedSchema } from './wallet/transfer-completed';
import { NotificationCreatedSchema } from './notifications/notification-created';

/**
 * Every event type by name: producers and handlers name events through it
 * (`createEvent(Events.BetPaidOut, …)`, `@HandlesEvent(Events.BetPaidOut)`).
 */
export const Events = {
  UserRegistered: 'auth.UserRegistered',
  UserUpdated: 'auth.UserUpdated',
  AccessRevoked: 'auth.AccessRevoked',
  OfferCreated: 'betting.OfferCreated',
  OfferMatched: 'betting.OfferMatched',
  OfferCancelled: 'betting.OfferCancelled',
  OfferExpired: 'betting.OfferExpired',
  OfferRejected: 'betting.OfferRejected',
  ClaimAbandoned: 'betting.ClaimAbandoned',
  BetSettled: 'betting.BetSettled',
  BalanceChanged: 'wallet.BalanceChanged',
  DepositApproved: 'wallet.DepositApproved',
  DepositRejected: 'wallet.DepositRejected',
  MatchScheduled: 'football.MatchScheduled',
  MatchUpdated: 'football.MatchUpdated',
  MatchFinished: 'football.MatchFinished',
  MatchVoided: 'football.MatchVoided',
  UserSignedIn: 'auth.UserSignedIn',
  UserRoleChanged: 'auth.UserRoleChanged',
  UserStatusChanged: 'auth.UserStatusChanged',
  UserExcluded: 'auth.UserExcluded',
  SupportRequested: 'auth.SupportRequested',
  DepositSubmitted: 'wallet.DepositSubmitted',
  DepositExpired: 'wallet.DepositExpired',
  WithdrawalRequested: 'wallet.WithdrawalRequested',
  WithdrawalPaid: 'wallet.WithdrawalPaid',
  WithdrawalRejected: 'wallet.WithdrawalRejected',
  WithdrawalCancelled: 'wallet.WithdrawalCancelled',
  PaymentMethodChanged: 'wallet.PaymentMethodChanged',
  ExchangeRateSet: 'wallet.ExchangeRateSet',
  BetPaidOut: 'wallet.BetPaidOut',
  SupportMessagePosted: 'admin.SupportMessagePosted',
  TransferCompleted: 'wallet.TransferCompleted',
  NotificationCreated: 'notifications.NotificationCreated',
} as const;

/**
 * Every integration event type, with its payload's schema as the current version writes it. A payload
 * change that breaks readers bumps the version (EVENT_VERSIONS) and keeps the older one readable
 * (EVENT_UPCASTS).
 */
const SCHEMAS = {
  [Events.UserRegistered]: UserRegisteredSchema,
  [Events.UserUpdated]: UserUpdatedSchema,
  [Events.AccessRevoked]: AccessRevokedSchema,
  [Events.OfferCreated]: OfferCreatedSchema,
  [Events.OfferMatched]: OfferMatchedSchema,
  [Events.OfferCancelled]: OfferCancelledSchema,
  [Events.OfferExpired]: OfferExpiredSchema,
  [Events.OfferRejected]: OfferRejectedSchema,
  [Events.ClaimAbandoned]: ClaimAbandonedSchema,
  [Events.BetSettled]: BetSettledSchema,
  [Events.BalanceChanged]: BalanceChangedSchema,
  [Events.DepositApproved]: DepositApprovedSchema,
  [Events.DepositRejected]: DepositRejectedSchema,
  [Events.MatchScheduled]: MatchScheduledSchema,
  [Events.MatchUpdated]: MatchUpdatedSchema,
  [Events.MatchFinished]: MatchFinishedSchema,
  [Events.MatchVoided]: MatchVoidedSchema,
  [Events.UserSignedIn]: UserSignedInSchema,
  [Events.UserRoleChanged]: UserRoleChangedSchema,
  [Events.UserStatusChanged]: UserStatusChangedSchema,
  [Events.UserExcluded]: UserExcludedSchema,
  [Events.SupportRequested]: SupportRequestedSchema,
  [Events.DepositSubmitted]: DepositSubmittedSchema,
  [Events.DepositExpired]: DepositExpiredSchema,
  [Events.WithdrawalRequested]: WithdrawalRequestedSchema,
  [Events.WithdrawalPaid]: WithdrawalProcessedSchema,
  [Events.WithdrawalRejected]: WithdrawalProcessedSchema,
  [Events.WithdrawalCancelled]: WithdrawalCancelledSchema,
  [Events.PaymentMethodChanged]: PaymentMethodChangedSchema,
  [Events.ExchangeRateSet]: ExchangeRateSetSchema,
  [Events.BetPaidOut]: BetPaidOutSchema,
  [Events.SupportMessagePosted]: SupportMessagePostedSchema,
  [Events.TransferCompleted]: TransferCompletedSchema,
  [Events.NotificationCreated]: NotificationCreatedSchema,
};

export type EventType = keyof typeof SCHEMAS;

/** Each event type's payload, typed from its schema. */
export type EventPayloads = { [T in EventType]: z.output<(typeof SCHEMAS)[T]> };

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
  'wallet.BetPaidOut': 2,
  'admin.SupportMessagePosted': 1,
  'wallet.TransferCompleted': 1,
  'notifications.NotificationCreated': 1,
};

/**
 * Producers are held to these schemas when they create an event, and every inbox checks what arrives
 * against them before a handler runs.
 */
export const EVENT_SCHEMAS: { readonly [T in EventType]: z.ZodType<EventPayloads[T]> } = SCHEMAS;

/** How an older version still read becomes the next one: its schema, and the step up. */
export interface Upcast {
  schema: z.ZodType;
  upcast(payload: never): unknown;
}

/**
 * The older versions still read, per event type and version. An event in flight or replayed from
 * the dead letters may be older than its readers: it is read here, and only here, as the current one.
 */
export const EVENT_UPCASTS: { readonly [T in EventType]?: Readonly<Record<number, Upcast>> } = {
  'wallet.BetPaidOut': { 1: { schema: BetPaidOutV1Schema, upcast: betPaidOutFromV1 } },
};

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_VERSIONS, type);
}
