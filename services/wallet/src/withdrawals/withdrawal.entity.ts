import { Column, Entity, PrimaryColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

/** Naira in kobo, dollars in cents, the rate in kobo per dollar: all integers, as bigint. */
@Entity({ name: 'withdrawals' })
export class Withdrawal {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'text' })
  userId: string;

  @Column({ name: 'bank_code', type: 'text' })
  bankCode: string;

  @Column({ name: 'bank_name', type: 'text' })
  bankName: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber: string;

  @Column({ name: 'account_name', type: 'text' })
  accountName: string;

  @Column({ name: 'amount_ngn_kobo', type: 'bigint', transformer: centsTransformer })
  amountNgnKobo: bigint;

  @Column({ name: 'amount_usd_cents', type: 'bigint', transformer: centsTransformer })
  amountUsdCents: bigint;

  /** A rate, not an amount: the kobo one dollar buys. */
  @Column({ name: 'ngn_per_usd', type: 'bigint', transformer: centsTransformer })
  ngnPerUsd: bigint;

  @Column({ type: 'text' })
  status: WithdrawalStatus;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ name: 'processed_by', type: 'text', nullable: true })
  processedBy: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
