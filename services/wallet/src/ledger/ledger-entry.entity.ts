import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Immutable: signed cents on one account, and that account's balance right after it. */
@Entity({ name: 'ledger_entries' })
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'transaction_id', type: 'uuid' })
  transactionId: string;

  @Column({ name: 'account_id', type: 'bigint' })
  accountId: string;

  @Column({ type: 'bigint' })
  amount: string;

  @Column({ name: 'balance_after', type: 'bigint' })
  balanceAfter: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
