import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The live SMS recovery code of a user, hashed, found by the phone it was sent to. */
@Entity({ name: 'phone_recovery_codes' })
export class PhoneRecoveryCode {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'phone_digits', type: 'text' })
  phoneDigits: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'integer' })
  failedAttempts: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
