import { ApiProperty } from '@nestjs/swagger';
import { SETTLEMENT_RULINGS } from '@p2p/contracts';
import { IsDefined, IsIn } from 'class-validator';
import { ReasonField } from '../../validation/reason-field';

/** Spec 02's bet settle payload (`result`), and the reason the audit log keeps. */
export class SettleBetDto {
  @ApiProperty({ enum: SETTLEMENT_RULINGS })
  @IsIn(SETTLEMENT_RULINGS, { message: 'Invalid result' })
  @IsDefined({ message: 'Result is required' })
  result: string;

  @ApiProperty({ maxLength: 500 })
  @ReasonField('A reason is required to settle a bet by hand')
  reason: string;
}
