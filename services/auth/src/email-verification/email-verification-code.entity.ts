import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The one live verification PIN of a user, hashed; a resend replaces it. */
@Entity({ name: 'email_verification_codes' })
export class EmailVerificationCode {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'integer' })
  failedAttempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
