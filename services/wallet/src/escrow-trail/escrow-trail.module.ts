import { Module } from '@nestjs/common';
import { BetEscrows } from './bet-escrows';
import { EscrowTrailController } from './escrow-trail.controller';
import { EscrowTrailService } from './escrow-trail.service';

@Module({
  controllers: [EscrowTrailController],
  providers: [BetEscrows, EscrowTrailService],
  exports: [BetEscrows],
})
export class EscrowTrailModule {}
