import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module';
import { BetQueries } from './bet.queries';
import { BetsController } from './bets.controller';
import { BetsProjection } from './bets.projection';
import { BetsService } from './bets.service';
import { MatchesProjection } from './matches.projection';

@Module({
  imports: [UpstreamModule],
  controllers: [BetsController],
  providers: [BetsProjection, MatchesProjection, BetQueries, BetsService],
  exports: [BetsProjection, MatchesProjection, BetQueries],
})
export class BetsModule {}
