import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { ReasonField } from '../../validation/reason-field';

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

/** Spec 02's bet settle payload (`result`), and the reason the audit log keeps. */
export class SettleBetDto {
  @ApiProperty({ enum: RULINGS })
  @IsIn(RULINGS, { message: 'Invalid result' })
  @IsDefined({ message: 'Result is required' })
  result: string;

  @ApiProperty({ maxLength: 500 })
  @ReasonField('A reason is required to settle a bet by hand')
  reason: string;
}
