import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What moved money; `ref` is the business id (deposit, transfer, withdrawal, hold key, bet). */
export type LedgerTransactionType =
  | 'deposit'
  | 'hold'
  | 'release'
  | 'bet_settlement'
  | 'bet_refund'
  | 'transfer'
  | 'withdrawal'
  | 'withdrawal_paid'
  | 'withdrawal_rejected'
  | 'withdrawal_cancelled';

/** Immutable: one type and ref is posted at most once (a database constraint). */
@Entity({ name: 'ledger_transactions' })
export class LedgerTransaction {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  type: LedgerTransactionType;

  @Column({ type: 'text' })
  ref: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
