import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A hold betting gave up on and still owes the wallet a release for. */
@Entity({ name: 'hold_releases' })
export class HoldRelease {
  @PrimaryColumn({ name: 'hold_key', type: 'text' })
  holdKey: string;

  @Column({ type: 'text' })
  reason: string;

  /** Attempts made so far, the one under way included. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** The sweeper retries it from then on. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** Set when it failed RELEASE_MAX_ATTEMPTS times: no longer retried, counted for an operator. */
  @Column({ name: 'dead_lettered_at', type: 'timestamptz', nullable: true })
  deadLetteredAt: Date | null;
}
