import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import { feeRuleOf } from '../deposits/deposit-fee';
import { PAYMENT_METHOD_TYPES, PaymentMethodType } from './payment-method-details';
import type { PaymentMethod } from './payment-method.entity';

export class PaymentMethodView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: PAYMENT_METHOD_TYPES })
  type: PaymentMethodType;

  @ApiProperty()
  name: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  processingTime: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  details: Record<string, string>;

  @ApiPropertyOptional({ nullable: true, type: String })
  instructions: string | null;

  @ApiProperty({
    description:
      'The deposit fee rule: basisPoints of the amount (half up to the cent), at least minimum dollars',
    example: { basisPoints: 300, minimum: '2.00' },
  })
  fee: { basisPoints: number; minimum: string };

  @ApiProperty()
  createdAt: Date;

  @ApiProperty()
  updatedAt: Date;
}

export function toPaymentMethodView(method: PaymentMethod): PaymentMethodView {
  return {
    id: method.id,
    type: method.type,
    name: method.name,
    processingTime: method.processingTime,
    isActive: method.isActive,
    details: method.details,
    instructions: method.instructions,
    fee: {
      basisPoints: feeRuleOf(method.type).basisPoints,
      minimum: Money.format(feeRuleOf(method.type).minimumCents),
    },
    createdAt: method.createdAt,
    updatedAt: method.updatedAt,
  };
}
