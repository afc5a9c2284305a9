import { Module } from '@nestjs/common';
import { MatchesProjection } from '../matches/matches.projection';
import { OffersModule } from '../offers/offers.module';
import { SettlementModule } from '../settlement/settlement.module';
import { UsersModule } from '../users/users.module';
import { MatchFinishedHandler } from './match-finished.handler';
import { MatchScheduledHandler } from './match-scheduled.handler';
import { MatchUpdatedHandler } from './match-updated.handler';
import { MatchVoidedHandler } from './match-voided.handler';
import { UserExcludedHandler } from './user-excluded.handler';
import { UserRegisteredHandler } from './user-registered.handler';
import { UserStatusChangedHandler } from './user-status-changed.handler';
import { UserUpdatedHandler } from './user-updated.handler';

/** Football's matches and auth's users, projected; finished and voided matches settled; suspensions and breaks obeyed. */
@Module({
  imports: [OffersModule, SettlementModule, UsersModule],
  providers: [
    MatchesProjection,
    MatchScheduledHandler,
    MatchUpdatedHandler,
    MatchFinishedHandler,
    MatchVoidedHandler,
    UserRegisteredHandler,
    UserUpdatedHandler,
    UserStatusChangedHandler,
    UserExcludedHandler,
  ],
})
export class IntegrationEventsModule {}
