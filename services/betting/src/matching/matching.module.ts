import { Module } from '@nestjs/common';
import { BetsModule } from '../bets/bets.module';
import { LimitsModule } from '../limits/limits.module';
import { OffersModule } from '../offers/offers.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { MatchingController } from './matching.controller';
import { MatchingService } from './matching.service';
import { TakeBatch } from './take-batch';
import { TakeGuards } from './take-guards';

@Module({
  imports: [WalletModule, BetsModule, UsersModule, OffersModule, LimitsModule],
  controllers: [MatchingController],
  providers: [MatchingService, TakeBatch, TakeGuards],
  exports: [MatchingService, TakeGuards],
})
export class MatchingModule {}
