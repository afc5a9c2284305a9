import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';
import type { PaymentMethodType } from '../payment-methods/payment-method-details';

export type DepositStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** The proof's bytes are loaded only for admins. */
@Entity({ name: 'deposits' })
export class Deposit {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ name: 'payment_method_id', type: 'uuid' })
  paymentMethodId: string;

  @Column({ name: 'method_type', type: 'text' })
  methodType: PaymentMethodType;

  @Column({ name: 'method_name', type: 'text' })
  methodName: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: centsTransformer })
  amountCents: bigint;

  @Column({ name: 'processing_fee_cents', type: 'bigint', transformer: centsTransformer })
  processingFeeCents: bigint;

  @Column({ name: 'net_amount_cents', type: 'bigint', transformer: centsTransformer })
  netAmountCents: bigint;

  @Column({ type: 'text' })
  status: DepositStatus;

  @Column({ name: 'transaction_reference', type: 'text', nullable: true })
  transactionReference: string | null;

  @Column({ name: 'user_notes', type: 'text', nullable: true })
  userNotes: string | null;

  @Column({ type: 'bytea', nullable: true, select: false })
  proof: Buffer | null;

  @Column({ name: 'proof_mime_type', type: 'text', nullable: true })
  proofMimeType: string | null;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ name: 'processed_by', type: 'text', nullable: true })
  processedBy: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
