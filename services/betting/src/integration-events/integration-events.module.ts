import { Module } from '@nestjs/common';
import { MatchesProjection } from '../matches/matches.projection';
import { OffersModule } from '../offers/offers.module';
import { SettlementModule } from '../settlement/settlement.module';
import { UsersProjection } from '../users/users.projection';
import { MatchFinishedHandler } from './match-finished.handler';
import { MatchScheduledHandler } from './match-scheduled.handler';
import { MatchUpdatedHandler } from './match-updated.handler';
import { MatchVoidedHandler } from './match-voided.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** Football's matches and auth's users, projected; finished and voided matches settled. */
@Module({
  imports: [OffersModule, SettlementModule],
  providers: [
    MatchesProjection,
    UsersProjection,
    MatchScheduledHandler,
    MatchUpdatedHandler,
    MatchFinishedHandler,
    MatchVoidedHandler,
    UserRegisteredHandler,
    UserUpdatedHandler,
  ],
})
export class IntegrationEventsModule {}
