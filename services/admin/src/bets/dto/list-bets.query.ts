import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AdminBetStatus } from '@p2p/contracts/api';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';

export const BET_STATUS_FILTERS: Readonly<Record<string, readonly AdminBetStatus[]>> = {
  all: ['matched', 'settled', 'void'],
  matched: ['matched'],
  settled: ['settled'],
  void: ['void'],
};

export class ListBetsQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ enum: Object.keys(BET_STATUS_FILTERS), default: 'all' })
  @IsIn(Object.keys(BET_STATUS_FILTERS), { message: 'Status must be one of all, matched, settled, void' })
  @IsOptional()
  status?: string;

  @ApiPropertyOptional({ description: "Only this offer's bets: the parts of an exchange offer, together" })
  @IsUUID('all', { message: 'Offer id must be a UUID' })
  @IsOptional()
  offerId?: string;
}
