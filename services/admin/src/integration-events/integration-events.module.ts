import { Module } from '@nestjs/common';
import { BetsModule } from '../bets/bets.module';
import { StatsModule } from '../stats/stats.module';
import { SupportModule } from '../support/support.module';
import { UsersModule } from '../users/users.module';
import { BalanceChangedHandler } from './balance-changed.handler';
import { BetPaidOutHandler } from './bet-paid-out.handler';
import { BetSettledHandler } from './bet-settled.handler';
import { DepositApprovedHandler } from './deposit-approved.handler';
import { DepositExpiredHandler } from './deposit-expired.handler';
import { DepositRejectedHandler } from './deposit-rejected.handler';
import { DepositSubmittedHandler } from './deposit-submitted.handler';
import { MatchScheduledHandler } from './match-scheduled.handler';
import { MatchUpdatedHandler } from './match-updated.handler';
import { OfferCancelledHandler } from './offer-cancelled.handler';
import { OfferCreatedHandler } from './offer-created.handler';
import { OfferExpiredHandler } from './offer-expired.handler';
import { OfferMatchedHandler } from './offer-matched.handler';
import { OfferRejectedHandler } from './offer-rejected.handler';
import { SupportRequestedHandler } from './support-requested.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserRoleChangedHandler } from './user-role-changed.handler';
import { UserSignedInHandler } from './user-signed-in.handler';
import { UserStatusChangedHandler } from './user-status-changed.handler';
import { UserExcludedHandler } from './user-excluded.handler';
import { UserUpdatedHandler } from './user-updated.handler';
import { WithdrawalCancelledHandler } from './withdrawal-cancelled.handler';
import { WithdrawalPaidHandler } from './withdrawal-paid.handler';
import { WithdrawalRejectedHandler } from './withdrawal-rejected.handler';
import { WithdrawalRequestedHandler } from './withdrawal-requested.handler';

/**
 * Handlers of other services' events, one file per event type, each applied in its inbox
 * transaction: the read models' (`consumer: READ_MODELS`, the generation's group) and the support
 * desk's (the service's own group).
 */
@Module({
  imports: [UsersModule, BetsModule, StatsModule, SupportModule],
  providers: [
    BalanceChangedHandler,
    BetPaidOutHandler,
    BetSettledHandler,
    DepositApprovedHandler,
    DepositExpiredHandler,
    DepositRejectedHandler,
    DepositSubmittedHandler,
    MatchScheduledHandler,
    MatchUpdatedHandler,
    OfferCancelledHandler,
    OfferCreatedHandler,
    OfferExpiredHandler,
    OfferMatchedHandler,
    OfferRejectedHandler,
    SupportRequestedHandler,
    UserRegisteredHandler,
    UserRoleChangedHandler,
    UserSignedInHandler,
    UserStatusChangedHandler,
    UserExcludedHandler,
    UserUpdatedHandler,
    WithdrawalCancelledHandler,
    WithdrawalPaidHandler,
    WithdrawalRejectedHandler,
    WithdrawalRequestedHandler,
  ],
})
export class IntegrationEventsModule {}
