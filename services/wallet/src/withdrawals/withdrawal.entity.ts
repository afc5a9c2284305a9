import { Column, Entity, PrimaryColumn } from 'typeorm';

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'cancelled';

/** Naira in kobo, dollars in cents, the rate in kobo per dollar: all integers. */
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

  @Column({ name: 'amount_ngn', type: 'bigint' })
  amountNgn: string;

  @Column({ name: 'amount_usd', type: 'bigint' })
  amountUsd: string;

  @Column({ name: 'ngn_per_usd', type: 'bigint' })
  ngnPerUsd: string;

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
