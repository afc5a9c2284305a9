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

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt: Date;
}
