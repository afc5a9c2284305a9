import { Module } from '@nestjs/common';
import { clockProvider } from '@p2p/service-kit';
import { BETTING_CLOCK } from './betting-clock';
import { LimitsController } from './limits.controller';
import { LimitsService } from './limits.service';
import { NetResultController } from './net-result.controller';
import { NetResultService } from './net-result.service';

@Module({
  controllers: [LimitsController, NetResultController],
  providers: [LimitsService, NetResultService, clockProvider(BETTING_CLOCK)],
  exports: [LimitsService],
})
export class LimitsModule {}
