import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';
import type { BetStatus } from '../bet.entity';

/** `active` is the screens' word for a matched bet that has not settled yet. */
export const MY_BET_FILTERS: Readonly<Record<string, readonly BetStatus[]>> = {
  all: ['matched', 'settled', 'void'],
  matched: ['matched'],
  active: ['matched'],
  settled: ['settled'],
  void: ['void'],
};

export class MyBetsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(MY_BET_FILTERS), default: 'all' })
  @IsOptional()
  @IsIn(Object.keys(MY_BET_FILTERS), { message: 'Invalid status filter' })
  status?: string;
}
