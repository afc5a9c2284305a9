import { Module } from '@nestjs/common';
import { BetsModule } from '../bets/bets.module';
import { LimitsModule } from '../limits/limits.module';
import { MatchingModule } from '../matching/matching.module';
import { OffersModule } from '../offers/offers.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { ExchangeBookQueries } from './exchange-book.queries';
import { ExchangeController } from './exchange.controller';
import { ExchangeService } from './exchange.service';
import { PartTakeBatch } from './part-take-batch';
import { PartTransitions } from './part-transitions';

@Module({
  imports: [WalletModule, BetsModule, UsersModule, OffersModule, LimitsModule, MatchingModule],
  controllers: [ExchangeController],
  providers: [ExchangeService, PartTakeBatch, PartTransitions, ExchangeBookQueries],
  exports: [PartTakeBatch],
})
export class ExchangeModule {}
