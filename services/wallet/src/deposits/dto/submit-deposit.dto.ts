import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPositiveAmount } from '../../validation/is-positive-amount';
import { Rules, amountSchema } from '@p2p/service-kit';

/** Empty optional fields arrive as null (spec 02 section 5); an empty string means the same. */
const blankAsNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

export class SubmitDepositDto {
  @ApiProperty({ format: 'uuid' })
  @Rules(
    IsString({ message: 'Payment method is required' }),
    IsNotEmpty({ message: 'Payment method is required' }),
  )
  paymentMethodId: string;

  @ApiProperty({
    ...amountSchema('100.00'),
    description: 'Dollars, 1 to 10,000, at most two decimals (string or number)',
  })
  @IsPositiveAmount()
  amount: string | number;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 200 })
  @Transform(blankAsNull)
  @IsOptional()
  @Rules(
    IsString({ message: 'Transaction reference must be text' }),
    MaxLength(200, { message: 'Transaction reference must be at most 200 characters' }),
  )
  transactionReference?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'A base64 data URL of an image or a PDF, at most 5 MB; the type is read from the bytes',
  })
  @Transform(blankAsNull)
  @IsOptional()
  @IsString({ message: 'Proof of payment must be an image or a PDF' })
  proofOfPayment?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, maxLength: 1000 })
  @Transform(blankAsNull)
  @IsOptional()
  @Rules(
    IsString({ message: 'Notes must be text' }),
    MaxLength(1000, { message: 'Notes must be at most 1000 characters' }),
  )
  userNotes?: string | null;
}
