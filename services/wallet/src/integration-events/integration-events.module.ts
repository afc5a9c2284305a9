import { Module } from '@nestjs/common';
import { BreaksModule } from '../breaks/breaks.module';
import { DemoModule } from '../demo/demo.module';
import { EscrowTrailModule } from '../escrow-trail/escrow-trail.module';
import { HoldsModule } from '../holds/holds.module';
import { UsersModule } from '../users/users.module';
import { BetSettledHandler } from './bet-settled.handler';
import { ClaimAbandonedHandler } from './claim-abandoned.handler';
import { WalletInboxBatchLocks } from './inbox-batch-locks';
import { OfferCancelledHandler } from './offer-cancelled.handler';
import { OfferExpiredHandler } from './offer-expired.handler';
import { OfferMatchedHandler } from './offer-matched.handler';
import { OfferRejectedHandler } from './offer-rejected.handler';
import { UserExcludedHandler } from './user-excluded.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** Handlers of other services' events; each applies its effect in the inbox transaction. */
@Module({
  imports: [UsersModule, HoldsModule, DemoModule, EscrowTrailModule, BreaksModule],
  providers: [
    UserRegisteredHandler,
    UserUpdatedHandler,
    OfferCancelledHandler,
    OfferExpiredHandler,
    OfferRejectedHandler,
    ClaimAbandonedHandler,
    OfferMatchedHandler,
    BetSettledHandler,
    UserExcludedHandler,
    WalletInboxBatchLocks,
  ],
})
export class IntegrationEventsModule {}
