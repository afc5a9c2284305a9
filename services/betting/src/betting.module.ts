import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { bettingConfigSchema } from './betting.config';
import { Bet } from './bets/bet.entity';
import { BetsModule } from './bets/bets.module';
import { HistoryModule } from './history/history.module';
import { HomeModule } from './home/home.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { LimitsModule } from './limits/limits.module';
import { Match } from './matches/match.entity';
import { MatchingModule } from './matching/matching.module';
import { CreateBettingSchema1764400000000 } from './migrations/1764400000000-create-betting-schema';
import { SuspensionsAndManualSettlement1764400000001 } from './migrations/1764400000001-suspensions-and-manual-settlement';
import { HoldReleaseBackoff1764400000010 } from './migrations/1764400000010-hold-release-backoff';
import { PrivateOffers1764400000020 } from './migrations/1764400000020-private-offers';
import { CreateStakeAndLossLimits1764400000030 } from './migrations/1764400000030-create-stake-and-loss-limits';
import { ExcludedUsers1764400000040 } from './migrations/1764400000040-excluded-users';
import { HoldReleasesByEvent1764400000050 } from './migrations/1764400000050-hold-releases-by-event';
import { Offer } from './offers/offer.entity';
import { OffersModule } from './offers/offers.module';
import { SettlementModule } from './settlement/settlement.module';
import { SweeperModule } from './sweeper/sweeper.module';
import { BettingUser } from './users/betting-user.entity';
import { OfferPart } from './exchange/offer-part.entity';
import { ExchangeOffers1764400000060 } from './migrations/1764400000060-exchange-offers';
import { BothTeamsToScore1764400000070 } from './migrations/1764400000070-both-teams-to-score';
import { ExchangeModule } from './exchange/exchange.module';

/** Offers, matching, bets, settlement and history; hosted alone by main.ts or by the embedded runtime. */
@Module({
  imports: [
    ServiceKitModule.forRoot({
      service: 'betting',
      config: bettingConfigSchema,
      database: {
        entities: [Match, BettingUser, Offer, Bet, OfferPart],
        migrations: [
          CreateBettingSchema1764400000000,
          SuspensionsAndManualSettlement1764400000001,
          HoldReleaseBackoff1764400000010,
          PrivateOffers1764400000020,
          CreateStakeAndLossLimits1764400000030,
          ExcludedUsers1764400000040,
          HoldReleasesByEvent1764400000050,
          ExchangeOffers1764400000060,
          BothTeamsToScore1764400000070,
        ],
      },
    }),
    OffersModule,
    MatchingModule,
    ExchangeModule,
    LimitsModule,
    BetsModule,
    SettlementModule,
    HistoryModule,
    HomeModule,
    IntegrationEventsModule,
    SweeperModule,
  ],
})
export class BettingModule {}
