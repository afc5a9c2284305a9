import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An account locked for everyone after too many failed logins from any addresses. Known accounts
 * get an unlock token (mailed to the owner, stored hashed); unknown emails are locked the same way,
 * without one, so a lock tells nothing about whether an account exists.
 */
@Entity({ name: 'account_locks' })
export class AccountLock {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'token_hash', type: 'text', nullable: true })
  tokenHash: string | null;

  @Column({ name: 'locked_until', type: 'timestamptz' })
  lockedUntil: Date;

  @Column({ name: 'lifted_at', type: 'timestamptz', nullable: true })
  liftedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
