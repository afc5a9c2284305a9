import { Module } from '@nestjs/common';
import { DepositLimitsController } from './deposit-limits.controller';
import { DepositLimitsService } from './deposit-limits.service';

@Module({
  controllers: [DepositLimitsController],
  providers: [DepositLimitsService],
  exports: [DepositLimitsService],
})
export class LimitsModule {}
