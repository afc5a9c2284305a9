import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

/** Immutable: signed cents on one account, and that account's balance right after it. */
@Entity({ name: 'ledger_entries' })
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'transaction_id', type: 'uuid' })
  transactionId: string;

  @Column({ name: 'account_id', type: 'bigint' })
  accountId: string;

  @Column({ name: 'amount_cents', type: 'bigint', transformer: centsTransformer })
  amountCents: bigint;

  @Column({ name: 'balance_after_cents', type: 'bigint', transformer: centsTransformer })
  balanceAfterCents: bigint;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
