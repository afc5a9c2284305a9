import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPositiveAmount } from '../../validation/is-positive-amount';
import { Rules, Trim, amountSchema } from '@p2p/service-kit';

export class CreateTransferDto {
  @ApiProperty({ example: 'bob', description: "The friend's username, any case" })
  @Trim()
  @Rules(
    IsString({ message: 'Username is required' }),
    IsNotEmpty({ message: 'Username is required' }),
    MaxLength(100, { message: 'Username must be at most 100 characters' }),
  )
  username: string;

  @ApiProperty({
    ...amountSchema('25.00'),
    description: 'Dollars, at least 1, at most TRANSFER_MAX_USD (string or number)',
  })
  @IsPositiveAmount()
  amount: string | number;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @Rules(
    IsString({ message: 'Note must be text' }),
    MaxLength(200, { message: 'Note must be at most 200 characters' }),
  )
  note?: string | null;
}
