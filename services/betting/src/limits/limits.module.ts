import { Module } from '@nestjs/common';
import { LimitsController } from './limits.controller';
import { LimitsService } from './limits.service';
import { NetResultController } from './net-result.controller';
import { NetResultService } from './net-result.service';

@Module({
  controllers: [LimitsController, NetResultController],
  providers: [LimitsService, NetResultService],
  exports: [LimitsService],
})
export class LimitsModule {}
