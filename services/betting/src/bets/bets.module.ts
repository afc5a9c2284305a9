import { Module } from '@nestjs/common';
import { BetQueries } from './bet.queries';
import { BetTransitions } from './bet-transitions';
import { BetsController } from './bets.controller';
import { BetsService } from './bets.service';

@Module({
  controllers: [BetsController],
  providers: [BetsService, BetQueries, BetTransitions],
  exports: [BetQueries, BetTransitions],
})
export class BetsModule {}
