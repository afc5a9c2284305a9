import { Module } from '@nestjs/common';
import { clockProvider } from '@p2p/service-kit';
import { DepositLimitsController } from './deposit-limits.controller';
import { DepositLimitsService } from './deposit-limits.service';
import { WALLET_CLOCK } from './wallet-clock';

@Module({
  controllers: [DepositLimitsController],
  providers: [DepositLimitsService, clockProvider(WALLET_CLOCK)],
  exports: [DepositLimitsService],
})
export class LimitsModule {}
