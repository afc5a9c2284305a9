import type { MatchStatus } from '@p2p/contracts';
import { NON_BETTABLE_STATUSES } from '@p2p/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { League } from '../catalog/league.entity';
import { FEED_REF_PREFIX } from '../feeds/football-data/football-data.mapping';
import { Team } from '../catalog/team.entity';
import { FULL_TIME_MINUTE } from '../simulation/match-timeline';
import type { Progression } from '../simulation/match-simulator';
import { MatchTransitionError } from './match.errors';

export type VoidStatus = 'Cancelled' | 'Postponed' | 'Abandoned';

const IN_PLAY: readonly MatchStatus[] = ['Live', 'Half Time'];

@Entity({ name: 'matches' })
export class Match {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** The provider's id of the fixture, so a feed can be replayed without duplicating matches. */
  @Column({ name: 'external_ref', type: 'text', nullable: true })
  externalRef: string | null;

  @Column({ name: 'league_id', type: 'text' })
  leagueId: string;

  @ManyToOne(() => League)
  @JoinColumn({ name: 'league_id' })
  league?: League;

  @Column({ type: 'text', nullable: true })
  round: string | null;

  @Column({ name: 'home_team_id', type: 'text' })
  homeTeamId: string;

  @ManyToOne(() => Team)
  @JoinColumn({ name: 'home_team_id' })
  homeTeam?: Team;

  @Column({ name: 'away_team_id', type: 'text' })
  awayTeamId: string;

  @ManyToOne(() => Team)
  @JoinColumn({ name: 'away_team_id' })
  awayTeam?: Team;

  @Column({ name: 'kickoff_at', type: 'timestamptz' })
  kickoffAt: Date;

  @Column({ type: 'text' })
  status: MatchStatus;

  @Column({ type: 'smallint' })
  minute: number;

  @Column({ name: 'home_score', type: 'smallint' })
  homeScore: number;

  @Column({ name: 'away_score', type: 'smallint' })
  awayScore: number;

  @Column({ type: 'boolean' })
  featured: boolean;

  @Column({ name: 'void_reason', type: 'text', nullable: true })
  voidReason: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** When a feed reported the match interrupted; cleared when play resumes. */
  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  isTerminal(): boolean {
    return NON_BETTABLE_STATUSES.includes(this.status);
  }

  /**
   * Played by the live clock (the demo season, a test's match), as the clock picks them; a real
   * feed's match is the feed's to report.
   */
  isSimulated(): boolean {
    return !this.externalRef?.startsWith(FEED_REF_PREFIX);
  }

  isVoided(): boolean {
    return this.status === 'Cancelled' || this.status === 'Postponed' || this.status === 'Abandoned';
  }

  /** Applies what the simulation (or a feed) says happened since the last change. */
  progress(next: Progression, at: Date): void {
    this.assertNotTerminal();
    if (next.minute < this.minute) throw new MatchTransitionError('A match clock cannot go back');
    this.status = next.status;
    this.minute = next.minute;
    this.homeScore = next.homeScore;
    this.awayScore = next.awayScore;
    this.voidReason = next.voidReason ?? null;
    this.updatedAt = at;
  }

  /** Play interrupted (a feed's SUSPENDED): the match stays in play until it resumes or is abandoned. */
  suspend(at: Date): void {
    this.assertNotTerminal();
    if (!IN_PLAY.includes(this.status))
      throw new MatchTransitionError('Only a match in play can be suspended');
    this.suspendedAt ??= at;
  }

  resume(): void {
    this.suspendedAt = null;
  }

  reschedule(kickoffAt: Date, at: Date): void {
    if (this.status !== 'Scheduled') {
      throw new MatchTransitionError('Only a scheduled match can be rescheduled');
    }
    this.kickoffAt = kickoffAt;
    this.updatedAt = at;
  }

  /** Ends the match with the result an official (or a test) gives, whatever the clock says. */
  finish(homeScore: number, awayScore: number, at: Date): void {
    this.assertNotTerminal();
    this.status = 'Finished';
    this.minute = FULL_TIME_MINUTE;
    this.homeScore = homeScore;
    this.awayScore = awayScore;
    this.updatedAt = at;
  }

  /**
   * An admin's "finish now": the result of a simulated match given by hand, so its bets settle
   * without waiting for the clock. A real feed's result is never overridden by an admin.
   */
  finishByHand(homeScore: number, awayScore: number, at: Date): void {
    this.assertNotTerminal();
    if (!this.isSimulated()) throw new MatchTransitionError('Only a simulated match can be finished by hand');
    this.finish(homeScore, awayScore, at);
  }

  /** A match is postponed or cancelled before it starts, and abandoned once it has. */
  void(status: VoidStatus, reason: string, at: Date): void {
    this.assertNotTerminal();
    if (status === 'Abandoned' && !IN_PLAY.includes(this.status)) {
      throw new MatchTransitionError('Only a match in play can be abandoned');
    }
    if (status !== 'Abandoned' && this.status !== 'Scheduled') {
      throw new MatchTransitionError(`Only a scheduled match can be ${status.toLowerCase()}`);
    }
    this.status = status;
    this.voidReason = reason;
    this.updatedAt = at;
  }

  private assertNotTerminal(): void {
    if (this.isTerminal()) throw new MatchTransitionError(`Match is already ${this.status.toLowerCase()}`);
  }
}
