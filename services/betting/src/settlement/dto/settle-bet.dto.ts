import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ACCEPTED_SELECTIONS } from '../../offers/selection';

export const RULINGS = [...ACCEPTED_SELECTIONS, 'push', 'void'] as const;

/** Spec 02's bet settle payload: `result`, the selection that came true, or push / void to refund both. */
export class SettleBetDto {
  @ApiProperty({ enum: RULINGS })
  @IsIn(RULINGS, { message: 'Invalid result' })
  @IsDefined({ message: 'Result is required' })
  result: string;

  @ApiPropertyOptional({ description: 'Who settled it (the admin user id), kept on the bet' })
  @MaxLength(100, { message: 'settledBy cannot exceed 100 characters' })
  @IsString({ message: 'settledBy must be text' })
  @IsOptional()
  settledBy?: string;
}
