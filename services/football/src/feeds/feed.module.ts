import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { LiveClockModule } from '../live-clock/live-clock.module';
import { MatchesModule } from '../matches/matches.module';
import { FeedController } from './feed.controller';
import { FeedPoller } from './feed-poller.service';
import { FeedSync } from './feed-sync.service';
import { FootballDataModule } from './football-data/football-data.module';
import { ScoreCorrections } from './score-corrections.service';

/** The real feed's poller, what its answers do to the matches, and what admins see of it. */
@Module({
  imports: [FootballDataModule, CatalogModule, MatchesModule, LiveClockModule],
  controllers: [FeedController],
  providers: [FeedSync, FeedPoller, ScoreCorrections],
  exports: [FeedPoller, FeedSync],
})
export class FeedModule {}
