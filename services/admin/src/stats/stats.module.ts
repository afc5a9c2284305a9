import { Module } from '@nestjs/common';
import { CommissionsProjection } from './commissions.projection';
import { DepositsProjection } from './deposits.projection';
import { OffersProjection } from './offers.projection';
import { StatsController } from './stats.controller';
import { StatsQueries } from './stats.queries';
import { StatsService } from './stats.service';
import { WithdrawalsProjection } from './withdrawals.projection';

const PROJECTIONS = [OffersProjection, DepositsProjection, WithdrawalsProjection, CommissionsProjection];

@Module({
  controllers: [StatsController],
  providers: [...PROJECTIONS, StatsQueries, StatsService],
  exports: PROJECTIONS,
})
export class StatsModule {}
