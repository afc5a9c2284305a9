import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentMethodType } from './payment-method-details';

@Entity({ name: 'payment_methods' })
export class PaymentMethod {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  type: PaymentMethodType;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'processing_time', type: 'text', nullable: true })
  processingTime: string | null;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive: boolean;

  @Column({ type: 'jsonb' })
  details: Record<string, string>;

  @Column({ type: 'text', nullable: true })
  instructions: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Deleted methods are kept (deposits refer to them) but never listed or used again. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
