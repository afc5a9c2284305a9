import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';
import { CODE_TTL_MINUTES } from './one-time-code.errors';

/**
 * A user's one live one-time code, hashed: the columns every code table shares (the email PIN, the
 * phone confirmation and the phone recovery codes). A resend replaces the row, so it holds one user's
 * one code at a time.
 */
export abstract class OneTimeCode {
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

/** The columns of a code just sent: its hash, live for CODE_TTL_MINUTES, no wrong tries yet. */
export function freshCode(codeHash: string, now = new Date()): Omit<OneTimeCode, 'userId'> {
  return {
    codeHash,
    expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    failedAttempts: 0,
    createdAt: now,
  };
}
