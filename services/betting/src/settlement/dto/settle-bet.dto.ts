import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SETTLEMENT_RULINGS } from '@p2p/contracts';
import { Trim } from '@p2p/service-kit';
import { IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * Spec 02's bet settle payload: `result`, the selection that came true, or push / void to refund
 * both; `reason`, why an admin settles it by hand (kept on the bet and in its BetSettled).
 */
export class SettleBetDto {
  @ApiProperty({ enum: SETTLEMENT_RULINGS })
  @IsIn(SETTLEMENT_RULINGS, { message: 'Invalid result' })
  @IsDefined({ message: 'Result is required' })
  result: string;

  @ApiProperty({ description: 'Why the bet is settled by hand, for the audit log' })
  @Trim()
  @MaxLength(500, { message: 'Reason cannot exceed 500 characters' })
  @IsString({ message: 'A reason is required' })
  @IsNotEmpty({ message: 'A reason is required' })
  reason: string;

  @ApiPropertyOptional({ description: 'Who settled it (the admin user id), kept on the bet' })
  @MaxLength(100, { message: 'settledBy cannot exceed 100 characters' })
  @IsString({ message: 'settledBy must be text' })
  @IsOptional()
  settledBy?: string;
}
