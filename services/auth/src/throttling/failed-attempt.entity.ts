import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed guess (a password, security answers) against one subject, kept for the lockout window. */
@Entity({ name: 'failed_attempts' })
export class FailedAttempt {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  scope: string;

  @Column({ type: 'text' })
  subject: string;

  /** Where the guess came from (logins and current-password checks); null for other scopes. */
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
