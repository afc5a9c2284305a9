import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The live code proving a user holds the phone on file, hashed; it is for that phone alone. */
@Entity({ name: 'phone_confirmation_codes' })
export class PhoneConfirmationCode {
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
