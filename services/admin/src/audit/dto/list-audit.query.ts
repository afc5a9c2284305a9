import { ApiPropertyOptional } from '@nestjs/swagger';
import type { AuditEntry } from '@p2p/contracts/api';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { PagingQueryDto } from '@p2p/service-kit';

export const TARGET_TYPES: ReadonlyArray<AuditEntry['targetType']> = [
  'deposit',
  'withdrawal',
  'payment_method',
  'exchange_rate',
  'user',
  'bet',
  'match',
];

export class ListAuditQueryDto extends PagingQueryDto {
  @ApiPropertyOptional({ example: 'deposit.approved' })
  @MaxLength(100, { message: 'Action cannot exceed 100 characters' })
  @IsString({ message: 'Action must be text' })
  @IsOptional()
  action?: string;

  @ApiPropertyOptional({ description: "The admin's user id" })
  @MaxLength(100, { message: 'Actor id cannot exceed 100 characters' })
  @IsString({ message: 'Actor id must be text' })
  @IsOptional()
  actorId?: string;

  @ApiPropertyOptional({ enum: TARGET_TYPES })
  @IsIn(TARGET_TYPES, { message: `Target type must be one of ${TARGET_TYPES.join(', ')}` })
  @IsOptional()
  targetType?: AuditEntry['targetType'];

  @ApiPropertyOptional()
  @MaxLength(200, { message: 'Target id cannot exceed 200 characters' })
  @IsString({ message: 'Target id must be text' })
  @IsOptional()
  targetId?: string;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'From this date or time (inclusive), UTC' })
  @IsISO8601({ strict: true }, { message: 'From must be a date' })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'Up to this date (the whole day) or time, UTC' })
  @IsISO8601({ strict: true }, { message: 'To must be a date' })
  @IsOptional()
  to?: string;
}
