import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601 } from 'class-validator';

export class RescheduleMatchDto {
  @ApiProperty({ example: '2026-03-14T15:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'startTime must be an ISO 8601 date-time' })
  startTime: string;
}
