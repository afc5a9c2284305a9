import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MatchEventType, Side } from '../simulation/match-simulator';

/** A goal or a card, as the live cards' recent events show them. */
@Entity({ name: 'match_events' })
export class MatchEvent {
  /** Insertion order breaks ties between events of the same minute. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ type: 'smallint' })
  minute: number;

  @Column({ type: 'text' })
  type: MatchEventType;

  @Column({ type: 'text' })
  side: Side;

  @Column({ type: 'text' })
  player: string;
}
