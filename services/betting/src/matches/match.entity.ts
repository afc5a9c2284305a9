import type { MatchStatus } from '@p2p/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Betting's copy of a football match, kept from football's events; never written by requests. */
@Entity({ name: 'matches' })
export class Match {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ name: 'league_id', type: 'text' })
  leagueId: string;

  @Column({ name: 'league_name', type: 'text' })
  leagueName: string;

  @Column({ name: 'competition_name', type: 'text' })
  competitionName: string;

  @Column({ name: 'competition_logo', type: 'text' })
  competitionLogo: string;

  @Column({ name: 'home_team_id', type: 'text' })
  homeTeamId: string;

  @Column({ name: 'home_team_name', type: 'text' })
  homeTeamName: string;

  @Column({ name: 'home_team_short_name', type: 'text' })
  homeTeamShortName: string;

  @Column({ name: 'home_team_logo', type: 'text' })
  homeTeamLogo: string;

  @Column({ name: 'away_team_id', type: 'text' })
  awayTeamId: string;

  @Column({ name: 'away_team_name', type: 'text' })
  awayTeamName: string;

  @Column({ name: 'away_team_short_name', type: 'text' })
  awayTeamShortName: string;

  @Column({ name: 'away_team_logo', type: 'text' })
  awayTeamLogo: string;

  @Column({ name: 'kickoff_at', type: 'timestamptz' })
  kickoffAt: Date;

  @Column({ type: 'text' })
  status: MatchStatus;

  @Column({ name: 'home_score', type: 'integer', nullable: true })
  homeScore: number | null;

  @Column({ name: 'away_score', type: 'integer', nullable: true })
  awayScore: number | null;

  @Column({ type: 'integer', nullable: true })
  minute: number | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
