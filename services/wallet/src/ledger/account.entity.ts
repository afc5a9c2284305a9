import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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

  /** Integer cents; maintained by the database from the entries. */
  @Column({ type: 'bigint' })
  balance: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
