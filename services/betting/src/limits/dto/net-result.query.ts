import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601 } from 'class-validator';

export const INVALID_SINCE = 'Since must be an ISO 8601 date and time, such as 2026-11-27T10:00:00Z';

export class NetResultQueryDto {
  @ApiProperty({
    description: 'Counts the bets settled at or after this time; at most 31 days ago',
    example: '2026-11-27T10:00:00Z',
  })
  @IsISO8601({ strict: true }, { message: INVALID_SINCE })
  since: string;
}
