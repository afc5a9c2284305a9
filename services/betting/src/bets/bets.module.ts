import { Module } from '@nestjs/common';
import { BetQueries } from './bet.queries';
import { BetsController } from './bets.controller';
import { BetsService } from './bets.service';

@Module({
  controllers: [BetsController],
  providers: [BetsService, BetQueries],
  exports: [BetQueries],
})
export class BetsModule {}
