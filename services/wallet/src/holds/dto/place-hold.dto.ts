import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HOLD_KEY_MAX_LENGTH } from '@p2p/contracts';
import { IsNotEmpty, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { IsPositiveAmount } from '../../validation/is-positive-amount';
import { Rules } from '@p2p/service-kit';

export class PlaceHoldDto {
  @ApiProperty({ example: 'offer:5b1c9a6e-3f0d-4a8e-9d43-2f1f0c7d8e11', maxLength: HOLD_KEY_MAX_LENGTH })
  @Rules(
    IsString({ message: 'Hold key is required' }),
    Length(1, HOLD_KEY_MAX_LENGTH, { message: 'Hold key must be 1 to 200 characters' }),
  )
  key: string;

  @ApiProperty({ example: 'c0a80101-0000-4000-8000-000000000001' })
  @Rules(
    IsString({ message: 'User id is required' }),
    IsNotEmpty({ message: 'User id is required' }),
    MaxLength(200, { message: 'User id must be at most 200 characters' }),
  )
  userId: string;

  @ApiProperty({ example: '10.00', description: 'Dollars, a decimal string with at most two places' })
  @IsPositiveAmount({ message: 'Amount must be a positive amount of dollars with at most two decimals' })
  amount: string;

  @ApiPropertyOptional({
    example: 'offer:5b1c9a6e-3f0d-4a8e-9d43-2f1f0c7d8e11',
    maxLength: HOLD_KEY_MAX_LENGTH,
    description: 'A held hold of the same user that the amount is carved out of, instead of available funds',
  })
  @IsOptional()
  @Rules(
    IsString({ message: 'Source hold key must be a string' }),
    Length(1, HOLD_KEY_MAX_LENGTH, { message: 'Source hold key must be 1 to 200 characters' }),
  )
  from?: string;
}
