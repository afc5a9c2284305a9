import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centsTransformer } from '@p2p/service-kit';

export type UserAccountKind = 'available' | 'held';
export type PlatformAccountKind = 'external_cash' | 'fees' | 'payouts_in_transit';
export type AccountKind = UserAccountKind | PlatformAccountKind;

/**
 * One balance of the ledger: a user's available or held funds (never below zero), or one of the
 * platform's accounts (external cash, fees, payouts in transit), which may be negative.
 */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** The user's id; null for a platform account. */
  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId: string | null;

  @Column({ type: 'text' })
  kind: AccountKind;

  /** Maintained by the database from the entries. */
  @Column({ name: 'balance_cents', type: 'bigint', transformer: centsTransformer })
  balanceCents: bigint;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
