import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCalendarDate } from './is-calendar-date';

export class MatchesOnDateQuery {
  @ApiPropertyOptional({ description: 'The UTC day, YYYY-MM-DD; today when absent', example: '2026-03-14' })
  @IsOptional()
  @IsCalendarDate({ message: 'Invalid date' })
  date?: string;
}
