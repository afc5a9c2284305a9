import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Money } from '@p2p/contracts';
import type { PaymentMethodType } from '../payment-methods/payment-method-details';
import type { DepositStatus } from './deposit.entity';

class DepositUserView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ nullable: true, type: String, description: 'From auth; null until its event arrives' })
  username: string | null;

  @ApiProperty({ nullable: true, type: String })
  email: string | null;

  @ApiProperty({ example: '970.00', description: 'Available balance, dollars' })
  balance: string;
}

class DepositPaymentMethodView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  type: PaymentMethodType;

  @ApiProperty()
  name: string;
}

/** Spec 02 section 3's deposit transaction; money as decimal dollars. */
export class DepositView {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '100.00' })
  amount: string;

  @ApiProperty({ example: '3.00' })
  processingFee: string;

  @ApiProperty({ example: '97.00', description: 'What approval credits' })
  netAmount: string;

  @ApiProperty({ example: 'USD' })
  currency: 'USD';

  @ApiProperty({ enum: ['pending', 'approved', 'rejected', 'expired'] })
  status: DepositStatus;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ nullable: true, type: Date })
  approvedAt: Date | null;

  @ApiProperty({ nullable: true, type: Date, description: 'When it was approved, rejected or expired' })
  processedAt: Date | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Admins only: who processed it' })
  processedBy?: string | null;

  @ApiProperty({ nullable: true, type: String })
  adminNotes: string | null;

  @ApiProperty({ nullable: true, type: String })
  transactionReference: string | null;

  @ApiProperty({ nullable: true, type: String })
  userNotes: string | null;

  @ApiProperty()
  hasProof: boolean;

  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/deposits/transactions/5f0e8a8e-2c1b-4b7e-9a53-3d2c1b0a9f8e/proof',
    description: 'Where the depositor or an admin fetches the proof; never inlined in an answer',
  })
  proofUrl: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'image/png', description: 'Detected from the bytes' })
  proofType: string | null;

  @ApiProperty({ type: DepositUserView })
  user: DepositUserView;

  @ApiProperty({ type: DepositPaymentMethodView })
  paymentMethod: DepositPaymentMethodView;
}

/** One row of the deposits query (see DepositsQuery). */
export interface DepositRow {
  id: string;
  user_id: string;
  payment_method_id: string;
  method_type: PaymentMethodType;
  method_name: string;
  amount_cents: string;
  processing_fee_cents: string;
  net_amount_cents: string;
  status: DepositStatus;
  transaction_reference: string | null;
  user_notes: string | null;
  has_proof: boolean;
  proof_mime_type: string | null;
  admin_notes: string | null;
  processed_by: string | null;
  processed_at: Date | null;
  created_at: Date;
  username: string | null;
  email: string | null;
  balance_cents: string;
}

export function toDepositView(row: DepositRow, forAdmin: boolean): DepositView {
  const view: DepositView = {
    id: row.id,
    amount: Money.format(BigInt(row.amount_cents)),
    processingFee: Money.format(BigInt(row.processing_fee_cents)),
    netAmount: Money.format(BigInt(row.net_amount_cents)),
    currency: 'USD',
    status: row.status,
    createdAt: row.created_at,
    approvedAt: row.status === 'approved' ? row.processed_at : null,
    processedAt: row.processed_at,
    adminNotes: row.admin_notes,
    transactionReference: row.transaction_reference,
    userNotes: row.user_notes,
    hasProof: row.has_proof,
    proofUrl: row.has_proof ? `/api/deposits/transactions/${row.id}/proof` : null,
    proofType: row.has_proof ? row.proof_mime_type : null,
    user: {
      id: row.user_id,
      username: row.username,
      email: row.email,
      balance: Money.format(BigInt(row.balance_cents)),
    },
    paymentMethod: { id: row.payment_method_id, type: row.method_type, name: row.method_name },
  };
  return forAdmin ? { ...view, processedBy: row.processed_by } : view;
}
