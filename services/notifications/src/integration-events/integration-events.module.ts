import { Module } from '@nestjs/common';
import { NotificationCentreModule } from '../notifications/notifications.module';
import { RecipientsModule } from '../recipients/recipients.module';
import { BetPaidOutHandler } from './bet-paid-out.handler';
import { DepositApprovedHandler } from './deposit-approved.handler';
import { DepositRejectedHandler } from './deposit-rejected.handler';
import { OfferCreatedHandler } from './offer-created.handler';
import { OfferExpiredHandler } from './offer-expired.handler';
import { OfferMatchedHandler } from './offer-matched.handler';
import { SupportMessagePostedHandler } from './support-message-posted.handler';
import { TransferCompletedHandler } from './transfer-completed.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserRoleChangedHandler } from './user-role-changed.handler';
import { UserStatusChangedHandler } from './user-status-changed.handler';
import { UserUpdatedHandler } from './user-updated.handler';
import { WithdrawalPaidHandler } from './withdrawal-paid.handler';
import { WithdrawalRejectedHandler } from './withdrawal-rejected.handler';

/** Handlers of other services' events, one file per event type, each applied in its inbox transaction. */
@Module({
  imports: [NotificationCentreModule, RecipientsModule],
  providers: [
    BetPaidOutHandler,
    DepositApprovedHandler,
    DepositRejectedHandler,
    OfferCreatedHandler,
    OfferExpiredHandler,
    OfferMatchedHandler,
    SupportMessagePostedHandler,
    TransferCompletedHandler,
    UserRegisteredHandler,
    UserRoleChangedHandler,
    UserStatusChangedHandler,
    UserUpdatedHandler,
    WithdrawalPaidHandler,
    WithdrawalRejectedHandler,
  ],
})
export class IntegrationEventsModule {}
