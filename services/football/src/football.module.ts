import { Module, ModuleMetadata, Type } from '@nestjs/common';
import { ServiceKitModule } from '@p2p/service-kit';
import { CacheModule } from './cache/cache.module';
import { CatalogModule } from './catalog/catalog.module';
import { Country } from './catalog/country.entity';
import { League } from './catalog/league.entity';
import { Team } from './catalog/team.entity';
import { DashboardModule } from './dashboard/dashboard.module';
import { FeedModule } from './feeds/feed.module';
import { ScoreCorrection } from './feeds/score-correction.entity';
import { FinishNowModule } from './finish-now/finish-now.module';
import { FixturesModule } from './fixtures/fixtures.module';
import { footballConfigSchema } from './football.config';
import { LiveClockModule } from './live-clock/live-clock.module';
import { MatchEvent } from './matches/match-event.entity';
import { Match } from './matches/match.entity';
import { MatchesModule } from './matches/matches.module';
import { IntegrationEventsModule } from './integration-events/integration-events.module';
import { FootballSchema1764300000000 } from './migrations/1764300000000-football-schema';
import { FootballFeed1767100000000 } from './migrations/1767100000000-football-feed';
import { PrivateOfferActivity1767200000000 } from './migrations/1767200000000-private-offer-activity';
import { SimulationModule, SimulationOverrides } from './simulation/simulation.module';
import { StandingsModule } from './standings/standings.module';
import { TeamsModule } from './teams/teams.module';
import { TestControlsModule } from './test-controls/test-controls.module';
import { OfferActivity } from './trending/offer-activity.entity';
import { TrendingModule } from './trending/trending.module';

function footballModule(overrides: SimulationOverrides = {}): ModuleMetadata {
  return {
    imports: [
      ServiceKitModule.forRoot({
        service: 'football',
        config: footballConfigSchema,
        database: {
          entities: [Country, League, Team, Match, MatchEvent, OfferActivity, ScoreCorrection],
          migrations: [
            FootballSchema1764300000000,
            FootballFeed1767100000000,
            PrivateOfferActivity1767200000000,
          ],
        },
      }),
      SimulationModule.forRoot(overrides),
      CacheModule,
      CatalogModule,
      TrendingModule,
      IntegrationEventsModule,
      MatchesModule,
      TeamsModule,
      StandingsModule,
      DashboardModule,
      FixturesModule,
      LiveClockModule,
      FeedModule,
      FinishNowModule,
      TestControlsModule,
    ],
  };
}

/** Leagues, clubs, fixtures, the live clock, odds and dashboards. */
@Module(footballModule())
export class FootballModule {
  /** The service with its random source replaced (tests play a whole match in milliseconds, with a clock of their own). */
  static with(overrides: SimulationOverrides): Type {
    @Module(footballModule(overrides))
    class FootballModuleWithOverrides {}
    return FootballModuleWithOverrides;
  }
}
