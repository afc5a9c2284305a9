import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** What betting accepts as a ruling: the selection that came true (home and away as aliases), push or void. */
export const RULINGS = [
  'home_win',
  'away_win',
  'draw',
  'over_2.5',
  'under_2.5',
  'home',
  'away',
  'push',
  'void',
] as const;

const REASON_REQUIRED = 'A reason is required to settle a bet by hand';

/** Spec 02's bet settle payload (`result`), and the reason the audit log keeps. */
export class SettleBetDto {
  @ApiProperty({ enum: RULINGS })
  @IsIn(RULINGS, { message: 'Invalid result' })
  @IsDefined({ message: 'Result is required' })
  result: string;

  @ApiProperty({ maxLength: 500 })
  @MaxLength(500, { message: 'Reason cannot exceed 500 characters' })
  @IsNotEmpty({ message: REASON_REQUIRED })
  @IsString({ message: 'Reason must be text' })
  @IsDefined({ message: REASON_REQUIRED })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  reason: string;
}
