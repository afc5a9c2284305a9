import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';

/** The history page's tabs: All Bets, Open Offers, Matched Bets, Settled Bets, Cancelled. */
export const HISTORY_STATUSES = ['all', 'open', 'matched', 'settled', 'cancelled'] as const;
/** Its period dropdown: All time, Today, Last 7 days, Last 30 days. */
export const HISTORY_PERIODS = ['all', 'today', 'last_7_days', 'last_30_days'] as const;

export type HistoryStatus = (typeof HISTORY_STATUSES)[number];
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export class HistoryQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: HISTORY_STATUSES, default: 'all' })
  @IsOptional()
  @IsIn(HISTORY_STATUSES, { message: 'Invalid status filter' })
  status?: HistoryStatus;

  @ApiPropertyOptional({ enum: HISTORY_PERIODS, default: 'all' })
  @IsOptional()
  @IsIn(HISTORY_PERIODS, { message: 'Invalid period' })
  period?: HistoryPeriod;
}
