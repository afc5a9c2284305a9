import { Module } from '@nestjs/common';
import { DepositLimitsController } from './deposit-limits.controller';
import { DepositLimitsService } from './deposit-limits.service';
import { systemClock, WALLET_CLOCK } from './wallet-clock';

// One clock per app (a test may move one app's clock without touching another's).
const clockProvider = { provide: WALLET_CLOCK, useFactory: () => ({ ...systemClock }) };

@Module({
  controllers: [DepositLimitsController],
  providers: [DepositLimitsService, clockProvider],
  exports: [DepositLimitsService],
})
export class LimitsModule {}
