import type { MatchStatus } from '@p2p/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The feed said something else of a match that had already ended (another final score, or a result
 * for a voided match). Never applied, since bets were paid on the first word; admins see it.
 */
@Entity({ name: 'score_corrections' })
export class ScoreCorrection {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'recorded_status', type: 'text' })
  recordedStatus: MatchStatus;

  @Column({ name: 'recorded_home', type: 'smallint' })
  recordedHome: number;

  @Column({ name: 'recorded_away', type: 'smallint' })
  recordedAway: number;

  /** The feed's own status word (FINISHED, AWARDED, CANCELLED...). */
  @Column({ name: 'feed_status', type: 'text' })
  feedStatus: string;

  @Column({ name: 'feed_home', type: 'smallint', nullable: true })
  feedHome: number | null;

  @Column({ name: 'feed_away', type: 'smallint', nullable: true })
  feedAway: number | null;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'times_seen', type: 'integer' })
  timesSeen: number;
}
