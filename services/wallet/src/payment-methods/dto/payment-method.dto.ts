import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { Rules, Trim } from '@p2p/service-kit';
import { PAYMENT_METHOD_TYPES, PaymentMethodType } from '../payment-method-details';

/** What an admin sends to create a payment method, and (whole) to update one. */
export class PaymentMethodDto {
  @ApiProperty({ enum: PAYMENT_METHOD_TYPES })
  @IsIn(PAYMENT_METHOD_TYPES, { message: 'Invalid payment method type' })
  type: PaymentMethodType;

  @ApiProperty({ example: 'First Bank transfer', maxLength: 100 })
  @Trim()
  @Rules(
    IsString({ message: 'Name is required' }),
    IsNotEmpty({ message: 'Name is required' }),
    MaxLength(100, { message: 'Name must be at most 100 characters' }),
  )
  name: string;

  @ApiPropertyOptional({
    type: String,
    example: '1-2 hours',
    nullable: true,
    description: 'Shown as Instant when empty',
  })
  @IsOptional()
  @Trim()
  @Rules(
    IsString({ message: 'Processing time must be text' }),
    MaxLength(100, { message: 'Processing time must be at most 100 characters' }),
  )
  processingTime?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { bankName: 'First Bank', accountNumber: '3012345678', accountName: 'P2P Bet Ltd' },
    description:
      'Required per type: bank_transfer bankName, accountNumber, accountName (routingNumber optional); ' +
      'mobile_money provider, phoneNumber, accountName; crypto currency (BTC|ETH|USDT|LTC), walletAddress ' +
      '(network optional); paypal, cash_app, venmo, zelle email, accountName; western_union any text fields.',
  })
  @IsOptional()
  @IsObject({ message: 'Details must be an object' })
  details?: Record<string, unknown>;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @Rules(
    IsString({ message: 'Instructions must be text' }),
    MaxLength(2000, { message: 'Instructions must be at most 2000 characters' }),
  )
  instructions?: string | null;
}

/** The admin screen's enable/disable toggle sends the whole method back, read-only fields included. */
export class UpdatePaymentMethodDto extends PaymentMethodDto {
  @ApiHideProperty()
  @Allow()
  id?: unknown;

  @ApiHideProperty()
  @Allow()
  createdAt?: unknown;

  @ApiHideProperty()
  @Allow()
  updatedAt?: unknown;

  /** The fee rule the answer carries: read-only, set by the method's type. */
  @ApiHideProperty()
  @Allow()
  fee?: unknown;
}
