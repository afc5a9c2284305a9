import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, OutboxService, ValidationFailedError, CLOCK, type Clock } from '@p2p/service-kit';
import { isUUID } from 'class-validator';
import { DataSource, EntityManager, In } from 'typeorm';
import { READ_CACHE, ReadCache } from '../cache/read-cache';
import { LeagueNotFoundError, TeamNotFoundError } from '../catalog/catalog.errors';
import { League } from '../catalog/league.entity';
import { Team } from '../catalog/team.entity';
import type { FootballConfig } from '../football.config';
import { expectedGoals } from '../odds/goal-model';
import { afterCommit } from '@p2p/service-kit';
import { progressMatch } from '../simulation/match-simulator';
import type { RandomSource } from '../simulation/random';
import { RANDOM_SOURCE } from '../simulation/simulation.module';
import { MatchEvent } from './match-event.entity';
import {
  eventsOfChange,
  FinishedByHand,
  matchScheduled,
  MatchSnapshot,
  snapshotOf,
} from './match-integration-events';
import { Match, VoidStatus } from './match.entity';
import { MatchNotFoundError } from './match.errors';
import { EmblemSprite } from '../catalog/emblem-sprite.service';

export interface NewMatch {
  id: string;
  externalRef: string | null;
  leagueId: string;
  round: string | null;
  homeTeamId: string;
  awayTeamId: string;
  kickoffAt: Date;
  featured: boolean;
}

const INSERT_CHUNK = 200;

/**
 * Every change of a match: each in one transaction that locks the match row, checks the change
 * against its status, writes it and adds the events it owes to the outbox. The read cache is
 * invalidated once the change has committed.
 */
@Injectable()
export class MatchLifecycle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @Inject(CONFIG) private readonly config: FootballConfig,
    private readonly emblems: EmblemSprite,
  ) {}

  /** Adds fixtures as scheduled matches, each announced by a MatchScheduled. */
  async schedule(fixtures: NewMatch[], manager?: EntityManager): Promise<Match[]> {
    if (fixtures.length === 0) return [];
    if (!manager) return this.dataSource.transaction((transaction) => this.schedule(fixtures, transaction));
    const { leagues, teams } = await this.references(manager, fixtures);
    const now = this.clock.now();
    const matches = fixtures.map((fixture) =>
      manager.create(Match, {
        ...fixture,
        status: 'Scheduled',
        minute: 0,
        homeScore: 0,
        awayScore: 0,
        voidReason: null,
        updatedAt: now,
      }),
    );
    for (let start = 0; start < matches.length; start += INSERT_CHUNK) {
      await manager.insert(Match, matches.slice(start, start + INSERT_CHUNK));
    }
    const logos = this.emblems.logos();
    const events = matches.map((match) =>
      matchScheduled(
        match,
        leagues.get(match.leagueId) as League,
        teams.get(match.homeTeamId) as Team,
        teams.get(match.awayTeamId) as Team,
        logos,
      ),
    );
    await this.outbox.add(manager, ...events);
    await afterCommit(manager, () => this.cache.invalidate('matches'));
    return matches;
  }

  /**
   * Plays the match up to `now`: kick-off (or postponement), the minutes since the last change,
   * half time and full time. Returns null when nothing changed.
   */
  async advance(matchId: string, now: Date = this.clock.now()): Promise<Match | null> {
    const [changed] = await this.advanceAll([matchId], now);
    return changed ?? null;
  }

  /**
   * `advance` for many matches in one transaction (the season seeder catches up hundreds of past
   * fixtures at start); returns the matches that changed.
   */
  async advanceAll(matchIds: readonly string[], now: Date = this.clock.now()): Promise<Match[]> {
    if (matchIds.length === 0) return [];
    if (!matchIds.every((id) => isUUID(id))) throw new MatchNotFoundError();
    return this.dataSource.transaction(async (manager) => {
      const matches = await manager.find(Match, {
        where: { id: In([...matchIds]) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (matches.length < new Set(matchIds).size) throw new MatchNotFoundError();
      const clubIds = [...new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]))];
      const ratings = new Map(
        (await manager.findBy(Team, { id: In(clubIds) })).map((club) => [club.id, club.rating]),
      );
      const rating = (id: string) => ratings.get(id) ?? 50;
      const changed: Match[] = [];
      const events: Array<Partial<MatchEvent>> = [];
      for (const match of matches) {
        const before = snapshotOf(match);
        const progression = progressMatch({
          matchId: match.id,
          state: match,
          expected: expectedGoals(rating(match.homeTeamId), rating(match.awayTeamId)),
          now,
          settings: { speed: this.config.FOOTBALL_CLOCK_SPEED, voidRate: this.config.FOOTBALL_VOID_RATE },
          random: this.random,
        });
        if (!progression) continue;
        match.progress(progression, now);
        events.push(...progression.events.map((event) => ({ matchId: match.id, ...event })));
        await this.write(manager, match, before);
        changed.push(match);
      }
      for (let start = 0; start < events.length; start += INSERT_CHUNK) {
        await manager.insert(MatchEvent, events.slice(start, start + INSERT_CHUNK));
      }
      if (changed.length > 0) await afterCommit(manager, () => this.cache.invalidate('matches'));
      return changed;
    });
  }

  async reschedule(matchId: string, kickoffAt: Date): Promise<Match> {
    return this.changeOrThrow(matchId, (match) => match.reschedule(kickoffAt, this.clock.now()));
  }

  /**
   * Full time with this score, whatever the clock says: an official's result, a test's, or (`by`) an
   * admin's "finish now", which only a simulated match takes and its MatchFinished names.
   */
  async finish(matchId: string, homeScore: number, awayScore: number, by?: FinishedByHand): Promise<Match> {
    const at = this.clock.now();
    return this.changeOrThrow(
      matchId,
      (match) => (by ? match.finishByHand(homeScore, awayScore, at) : match.finish(homeScore, awayScore, at)),
      by,
    );
  }

  async void(matchId: string, status: VoidStatus, reason: string): Promise<Match> {
    return this.changeOrThrow(matchId, (match) => match.void(status, reason, this.clock.now()));
  }

  /**
   * A change decided on the locked row (a feed's report: the decision reads the row as it is now, so
   * two replicas or a retry cannot apply a finish twice). Nothing is written when nothing moved.
   */
  async change(
    matchId: string,
    decide: (match: Match, manager: EntityManager) => Promise<void> | void,
  ): Promise<Match> {
    if (!isUUID(matchId)) throw new MatchNotFoundError();
    return this.dataSource.transaction(async (manager) => {
      const match = await manager.findOne(Match, {
        where: { id: matchId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!match) throw new MatchNotFoundError();
      const before = snapshotOf(match);
      const suspendedBefore = match.suspendedAt?.getTime() ?? null;
      await decide(match, manager);
      const moved = eventsOfChange(before, match).length > 0;
      if (!moved && (match.suspendedAt?.getTime() ?? null) === suspendedBefore) return match;
      await this.write(manager, match, before);
      if (moved) await afterCommit(manager, () => this.cache.invalidate('matches'));
      return match;
    });
  }

  private async changeOrThrow(
    matchId: string,
    mutate: (match: Match) => void,
    by?: FinishedByHand,
  ): Promise<Match> {
    if (!isUUID(matchId)) throw new MatchNotFoundError();
    return this.dataSource.transaction(async (manager) => {
      const match = await manager.findOne(Match, {
        where: { id: matchId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!match) throw new MatchNotFoundError();
      const before = snapshotOf(match);
      mutate(match);
      await this.write(manager, match, before, by);
      await afterCommit(manager, () => this.cache.invalidate('matches'));
      return match;
    });
  }

  /** Saves the match's followed fields and adds the events the change owes. */
  private async write(
    manager: EntityManager,
    match: Match,
    before: MatchSnapshot,
    by?: FinishedByHand,
  ): Promise<void> {
    await manager.update(
      Match,
      { id: match.id },
      {
        status: match.status,
        minute: match.minute,
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        kickoffAt: match.kickoffAt,
        voidReason: match.voidReason,
        updatedAt: match.updatedAt,
        suspendedAt: match.suspendedAt ?? null,
      },
    );
    await this.outbox.add(manager, ...eventsOfChange(before, match, by));
  }

  /** The fixtures' competitions and clubs, checked: known, two different clubs, both in the competition. */
  private async references(manager: EntityManager, fixtures: NewMatch[]) {
    const leagueIds = [...new Set(fixtures.map((fixture) => fixture.leagueId))];
    const teamIds = [...new Set(fixtures.flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId]))];
    const leagues = new Map(
      (await manager.findBy(League, { id: In(leagueIds) })).map((league) => [league.id, league]),
    );
    const teams = new Map((await manager.findBy(Team, { id: In(teamIds) })).map((team) => [team.id, team]));
    const memberships: Array<{ league_id: string; team_id: string }> = await manager.query(
      `SELECT league_id, team_id FROM league_teams WHERE league_id = ANY($1)`,
      [leagueIds],
    );
    const members = new Set(memberships.map((row) => `${row.league_id}/${row.team_id}`));
    for (const fixture of fixtures) {
      const league = leagues.get(fixture.leagueId);
      if (!league) throw new LeagueNotFoundError();
      if (fixture.homeTeamId === fixture.awayTeamId) {
        throw new ValidationFailedError('Home and away teams must be different');
      }
      for (const teamId of [fixture.homeTeamId, fixture.awayTeamId]) {
        const team = teams.get(teamId);
        if (!team) throw new TeamNotFoundError();
        if (!members.has(`${league.id}/${team.id}`)) {
          throw new ValidationFailedError(`${team.name} does not play in ${league.name}`);
        }
      }
    }
    return { leagues, teams };
  }
}
