import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { ReasonField } from '../../validation/reason-field';

/**
 * "Finish now": the final score, which football checks (whole goals, 0 to 99: its rule and its
 * texts, passed through as its 400), and the reason the audit log keeps, checked here as every admin
 * reason is.
 */
export class FinishMatchDto {
  @ApiProperty({ type: 'integer', example: 2, minimum: 0, maximum: 99 })
  @Allow()
  home: number;

  @ApiProperty({ type: 'integer', example: 1, minimum: 0, maximum: 99 })
  @Allow()
  away: number;

  @ApiProperty({ maxLength: 500 })
  @ReasonField('A reason is required to finish a match by hand')
  reason: string;
}
