import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class FinishMatchDto {
  @ApiProperty({ example: 2 })
  @IsInt({ message: 'home must be a whole number of goals' })
  @Min(0, { message: 'home must be a whole number of goals' })
  @Max(99, { message: 'home must be at most 99' })
  home: number;

  @ApiProperty({ example: 1 })
  @IsInt({ message: 'away must be a whole number of goals' })
  @Min(0, { message: 'away must be a whole number of goals' })
  @Max(99, { message: 'away must be at most 99' })
  away: number;
}
