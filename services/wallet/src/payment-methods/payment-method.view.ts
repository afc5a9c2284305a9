import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
    createdAt: method.createdAt,
    updatedAt: method.updatedAt,
  };
}
