import { Module } from '@nestjs/common';
import { BetsModule } from '../bets/bets.module';
import { OffersModule } from '../offers/offers.module';
import { InternalSettlementController } from './internal-settlement.controller';
import { SettlementService } from './settlement.service';

@Module({
  imports: [BetsModule, OffersModule],
  controllers: [InternalSettlementController],
  providers: [SettlementService],
  exports: [SettlementService],
})
export class SettlementModule {}
