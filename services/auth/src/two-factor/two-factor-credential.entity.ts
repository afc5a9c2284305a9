import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user's TOTP secret (base32), sealed by `TotpSecretBox`. Pending until a first code confirms it (`enabledAt`); only the
 * enrolment's answer ever shows it. `lastUsedStep` refuses a code's second use (RFC 6238, 5.2).
 */
@Entity({ name: 'two_factor_credentials' })
export class TwoFactorCredential {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  secret: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** bigint as a string, as the driver answers it. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
