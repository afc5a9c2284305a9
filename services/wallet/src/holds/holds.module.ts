import { Module } from '@nestjs/common';
import { EscrowTrailModule } from '../escrow-trail/escrow-trail.module';
import { LedgerModule } from '../ledger/ledger.module';
import { BetSettlementService } from './bet-settlement.service';
import { HoldTransitions } from './hold-transitions';
import { HoldsController } from './holds.controller';
import { HoldsService } from './holds.service';

@Module({
  imports: [LedgerModule, EscrowTrailModule],
  controllers: [HoldsController],
  providers: [HoldsService, BetSettlementService, HoldTransitions],
  exports: [HoldsService, BetSettlementService],
})
export class HoldsModule {}
