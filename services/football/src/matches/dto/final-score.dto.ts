import { ApiProperty } from '@nestjs/swagger';
import { Rules } from '@p2p/service-kit';
import { IsInt, Max, Min } from 'class-validator';

/** Whole goals, 0 to 99, checked in this order: a missing score reads as not a number of goals. */
const Goals = (side: 'home' | 'away') =>
  Rules(
    IsInt({ message: `${side} must be a whole number of goals` }),
    Min(0, { message: `${side} must be a whole number of goals` }),
    Max(99, { message: `${side} must be at most 99` }),
  );

/** The score a match is finished with by hand (a test's, an admin's). */
export class FinalScoreDto {
  @ApiProperty({ example: 2, minimum: 0, maximum: 99 })
  @Goals('home')
  home: number;

  @ApiProperty({ example: 1, minimum: 0, maximum: 99 })
  @Goals('away')
  away: number;
}
