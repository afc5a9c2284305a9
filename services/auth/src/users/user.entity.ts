import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AccountStatus } from '@p2p/contracts';
import type { Role } from '@p2p/service-kit';

/**
 * A bettor or an admin: credentials, profile, and the balance and betting totals projected from the
 * wallet's and betting's events (auth never changes them itself). Money is bigint cents, as strings.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** The phone's digits alone (with a leading + kept), for recovery by phone. */
  @Column({ name: 'phone_digits', type: 'text', nullable: true })
  phoneDigits: string | null;

  /** YYYY-MM-DD, given at signup and fixed since; answers show only its year (`maskDateOfBirth`). */
  @Column({ name: 'date_of_birth', type: 'date', nullable: true })
  dateOfBirth: string | null;

  @Column({ type: 'text', nullable: true })
  country: string | null;

  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  @Column({ type: 'text', nullable: true })
  gender: string | null;

  @Column({ type: 'text' })
  role: Role;

  /** A suspended user cannot sign in, refresh, or bet; the reason is shown to them. */
  @Column({ type: 'text' })
  status: AccountStatus;

  @Column({ name: 'status_reason', type: 'text', nullable: true })
  statusReason: string | null;

  /**
   * Raised by every role or status change; access tokens carry it as `gen`, and auth.AccessRevoked
   * announces the new one, so every app refuses the user's older tokens at once.
   */
  @Column({ name: 'token_generation', type: 'integer' })
  tokenGeneration: number;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'is_email_verified', type: 'boolean' })
  isEmailVerified: boolean;

  /** The phone on file was proven by a code sent to it; any change of the phone clears it. */
  @Column({ name: 'is_phone_verified', type: 'boolean' })
  isPhoneVerified: boolean;

  /** When the phone last changed after sign-up (null: the sign-up phone); recovery waits 7 days. */
  @Column({ name: 'phone_changed_at', type: 'timestamptz', nullable: true })
  phoneChangedAt: Date | null;

  @Column({ name: 'two_factor_enabled', type: 'boolean' })
  twoFactorEnabled: boolean;

  @Column({ name: 'balance_cents', type: 'bigint' })
  balanceCents: string;

  /** The UTC day of the last balance change, and the balance before that day's first change. */
  @Column({ name: 'balance_day', type: 'date', nullable: true })
  balanceDay: string | null;

  @Column({ name: 'day_start_balance_cents', type: 'bigint', nullable: true })
  dayStartBalanceCents: string | null;

  @Column({ name: 'total_winnings_cents', type: 'bigint' })
  totalWinningsCents: string;

  @Column({ name: 'total_losses_cents', type: 'bigint' })
  totalLossesCents: string;

  @Column({ name: 'bets_count', type: 'integer' })
  betsCount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
