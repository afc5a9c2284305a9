import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { VoidStatus } from '../../matches/match.entity';

export const VOID_STATUSES: VoidStatus[] = ['Cancelled', 'Postponed', 'Abandoned'];

export class VoidMatchDto {
  @ApiProperty({ enum: VOID_STATUSES })
  @IsIn(VOID_STATUSES, { message: 'status must be one of Cancelled, Postponed, Abandoned' })
  status: VoidStatus;

  @ApiPropertyOptional({ example: 'Waterlogged pitch' })
  @IsOptional()
  @IsString({ message: 'reason must be a string' })
  @MinLength(1, { message: 'reason must not be empty' })
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  reason?: string;
}
