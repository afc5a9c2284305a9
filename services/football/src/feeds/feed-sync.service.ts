import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MatchStatus } from '@p2p/contracts';
import { afterCommit, CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { READ_CACHE, ReadCache } from '../cache/read-cache';
import { CatalogSyncService } from '../catalog/catalog-sync.service';
import type { FootballConfig } from '../football.config';
import { MatchLifecycle, NewMatch } from '../matches/match-lifecycle.service';
import type { Match } from '../matches/match.entity';
import { MINUTE_MS } from '../simulation/time';
import { COMPETITIONS, FdCompetitionCode, competitionByCode } from './football-data/competitions';
import type { FeedSituation } from './football-data/feed-scheduler';
import { SOON_WINDOW_MS } from './football-data/feed-scheduler';
import { FootballDataFeed } from './football-data/football-data.feed';
import {
  FEED_REF_PREFIX,
  FeedReport,
  fdIdOfRef,
  fixtureOf,
  matchRef,
  reportOf,
} from './football-data/football-data.mapping';
import type { FdMatch } from './football-data/football-data.types';
import { decide, Step } from './football-data/report-decision';
import { ScoreCorrections } from './score-corrections.service';

/** A match still "due" this long after its kick-off is left to the fixtures refresh, not the live polls. */
const DUE_FOR_MS = 4 * 60 * MINUTE_MS;
const ENDED: readonly MatchStatus[] = ['Finished', 'Cancelled', 'Postponed', 'Abandoned'];
/** A fixture the feed lists with these is not imported: there is nothing to bet on. */
const NOT_TO_IMPORT = new Set(['POSTPONED', 'CANCELLED', 'AWARDED']);

interface KnownMatch {
  id: string;
  ref: string;
  status: MatchStatus;
  kickoffAt: Date;
}

export interface FixturesImport {
  scheduled: number;
  /** A fixture named a club the competition's catalog does not have yet. */
  unknownClub: boolean;
}

/**
 * What each of the poller's requests does to the database: the catalog and the clubs' ratings, the
 * fixtures (new matches, moved kick-offs, results missed), live scores and final results. Results go
 * through the match's own domain methods, each in one transaction on the locked row, so they emit
 * the same events as the simulator's and a finish is applied once.
 */
@Injectable()
export class FeedSync {
  private readonly logger = new Logger(FeedSync.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lifecycle: MatchLifecycle,
    private readonly catalogSync: CatalogSyncService,
    private readonly feed: FootballDataFeed,
    private readonly corrections: ScoreCorrections,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {}

  /** The feed's matches to poll now: in play or due to kick off, and about to start. */
  async situation(): Promise<FeedSituation> {
    const now = this.clock.now();
    const rows: Array<{ external_ref: string; status: MatchStatus; kickoff_at: Date }> =
      await this.dataSource.query(
        `SELECT external_ref, status, kickoff_at FROM matches
          WHERE external_ref LIKE $1
            AND (status IN ('Live', 'Half Time')
                 OR (status = 'Scheduled' AND kickoff_at <= $2 AND kickoff_at > $3))
          ORDER BY kickoff_at, id`,
        [
          `${FEED_REF_PREFIX}%`,
          new Date(now.getTime() + SOON_WINDOW_MS),
          new Date(now.getTime() - DUE_FOR_MS),
        ],
      );
    const situation: FeedSituation = { live: [], soon: [] };
    for (const row of rows) {
      const fdId = fdIdOfRef(row.external_ref);
      if (fdId === null) continue;
      const started = row.status !== 'Scheduled' || row.kickoff_at.getTime() <= now.getTime();
      (started ? situation.live : situation.soon).push(fdId);
    }
    return situation;
  }

  /** The competitions whose clubs are stored already (a restart need not fetch them again at once). */
  async cataloguedCompetitions(): Promise<FdCompetitionCode[]> {
    const rows: Array<{ league_id: string }> = await this.dataSource.query(
      `SELECT DISTINCT league_id FROM league_teams WHERE league_id = ANY($1)`,
      [COMPETITIONS.map((competition) => competition.id)],
    );
    const stored = new Set(rows.map((row) => row.league_id));
    return COMPETITIONS.filter((competition) => stored.has(competition.id)).map(
      (competition) => competition.code,
    );
  }

  async syncCatalog(code: FdCompetitionCode): Promise<void> {
    await this.catalogSync.synchronise(await this.feed.catalogOf(code, this.clock.now()));
  }

  /**
   * The table's ratings. A club of a continental competition keeps the rating its domestic table
   * gives it, when it plays one of ours.
   */
  async syncRatings(code: FdCompetitionCode): Promise<number> {
    const ratings = await this.feed.ratingsOf(code);
    if (ratings.size === 0) return 0;
    const continental = competitionByCode(code)?.kind === 'continental';
    return this.dataSource.transaction(async (manager) => {
      const updated: unknown[] = await manager.query(
        `UPDATE teams SET rating = rated.rating
           FROM unnest($1::text[], $2::smallint[]) AS rated (id, rating)
          WHERE teams.id = rated.id AND teams.rating <> rated.rating
            AND (NOT $3 OR NOT EXISTS (
                  SELECT 1 FROM league_teams lt JOIN leagues l ON l.id = lt.league_id
                   WHERE lt.team_id = teams.id AND l.kind = 'domestic'))
          RETURNING teams.id`,
        [[...ratings.keys()], [...ratings.values()], continental],
      );
      if (updated.length > 0) {
        await afterCommit(manager, async () => {
          await this.cache.invalidate('catalog');
          await this.cache.invalidate('matches');
        });
      }
      return updated.length;
    });
  }

  /**
   * The competition's fixtures around today: new ones are scheduled (a postponed match the feed
   * gives a new date becomes a new match), and every known one gets the feed's word on it (moved
   * kick-off, a result missed while the service was down).
   */
  async importFixtures(code: FdCompetitionCode): Promise<FixturesImport> {
    const profile = competitionByCode(code);
    if (!profile) return { scheduled: 0, unknownClub: false };
    const now = this.clock.now();
    const matches = await this.feed.matchesOf(code, now);
    const known = await this.known(matches.map((match) => match.id));
    const members = new Set(
      (
        await this.dataSource.query(`SELECT team_id FROM league_teams WHERE league_id = $1`, [profile.id])
      ).map((row: { team_id: string }) => row.team_id),
    );
    const toSchedule: NewMatch[] = [];
    const reports: Array<[string, FeedReport]> = [];
    let unknownClub = false;
    for (const match of matches) {
      const report = reportOf(match);
      const family = known.get(match.id) ?? [];
      const current = family.find((candidate) => !ENDED.includes(candidate.status)) ?? family.at(-1);
      let ref = matchRef(match.id);
      if (current) {
        if (!this.isRedated(current, match, report, now)) {
          reports.push([current.id, report]);
          continue;
        }
        ref = matchRef(match.id, report.kickoffAt);
        if (family.some((candidate) => candidate.ref === ref)) continue;
      } else if (NOT_TO_IMPORT.has(match.status)) {
        continue;
      }
      const fixture = fixtureOf(profile, match, ref);
      if (!fixture) continue;
      if (!members.has(fixture.homeTeamId) || !members.has(fixture.awayTeamId)) {
        unknownClub = true;
        continue;
      }
      const { ref: externalRef, ...rest } = fixture;
      toSchedule.push({ ...rest, externalRef, round: rest.round || null });
      reports.push([fixture.id, report]);
    }
    if (toSchedule.length > 0) {
      await this.lifecycle.schedule(toSchedule);
      this.logger.log(`Scheduled ${toSchedule.length} ${profile.name} fixtures from football-data.org`);
    }
    for (const [matchId, report] of reports) await this.applyReport(matchId, report);
    return { scheduled: toSchedule.length, unknownClub };
  }

  /** Live scores and final results of these matches (the feed's ids). */
  async applyResults(fdIds: readonly number[]): Promise<number> {
    const matches = await this.feed.matchesByIds(fdIds);
    const known = await this.known(matches.map((match) => match.id));
    let applied = 0;
    for (const match of matches) {
      const family = known.get(match.id) ?? [];
      const current = family.find((candidate) => !ENDED.includes(candidate.status)) ?? family.at(-1);
      if (current && (await this.applyReport(current.id, reportOf(match)))) applied++;
    }
    return applied;
  }

  /** The feed's word on one match, decided on its locked row; true when it changed something. */
  async applyReport(matchId: string, report: FeedReport): Promise<boolean> {
    const now = this.clock.now();
    const voidAfterMs = this.config.FOOTBALL_FEED_VOID_AFTER_MINUTES * MINUTE_MS;
    let steps: Step[] = [];
    try {
      await this.lifecycle.change(matchId, async (match, manager) => {
        steps = decide(match, report, now, voidAfterMs);
        for (const step of steps) {
          if (step.kind === 'discrepancy') await this.corrections.record(manager, match, report, now);
          else apply(match, step, report, now);
        }
      });
    } catch (error) {
      // One match's trouble must not hold up the others: the next poll brings its report again.
      this.logger.error(`Could not apply the feed's ${report.status} to match ${matchId}: ${String(error)}`);
      return false;
    }
    return steps.some((step) => step.kind !== 'discrepancy');
  }

  /** A voided match the feed now gives a new date: the new date is a new match to bet on. */
  private isRedated(current: KnownMatch, match: FdMatch, report: FeedReport, now: Date): boolean {
    return (
      (current.status === 'Postponed' || current.status === 'Cancelled') &&
      (match.status === 'SCHEDULED' || match.status === 'TIMED') &&
      report.kickoffAt.getTime() > now.getTime() &&
      report.kickoffAt.getTime() !== current.kickoffAt.getTime()
    );
  }

  /** Our matches of these feed ids (a re-dated one has several), oldest kick-off first. */
  private async known(fdIds: readonly number[]): Promise<Map<number, KnownMatch[]>> {
    const byFdId = new Map<number, KnownMatch[]>();
    if (fdIds.length === 0) return byFdId;
    const rows: Array<{ id: string; external_ref: string; status: MatchStatus; kickoff_at: Date }> =
      await this.dataSource.query(
        `SELECT id, external_ref, status, kickoff_at FROM matches
          WHERE split_part(external_ref, '@', 1) = ANY($1)
          ORDER BY kickoff_at, created_at`,
        [fdIds.map((fdId) => matchRef(fdId))],
      );
    for (const row of rows) {
      const fdId = fdIdOfRef(row.external_ref);
      if (fdId === null) continue;
      const family = byFdId.get(fdId) ?? [];
      family.push({ id: row.id, ref: row.external_ref, status: row.status, kickoffAt: row.kickoff_at });
      byFdId.set(fdId, family);
    }
    return byFdId;
  }
}

function apply(
  match: Match,
  step: Exclude<Step, { kind: 'discrepancy' }>,
  report: FeedReport,
  now: Date,
): void {
  switch (step.kind) {
    case 'reschedule':
      match.reschedule(step.kickoffAt, now);
      return;
    case 'play':
      match.progress(
        { status: step.status, minute: step.minute, homeScore: step.home, awayScore: step.away, events: [] },
        now,
      );
      if (report.status !== 'SUSPENDED') match.resume();
      return;
    case 'suspend':
      match.suspend(now);
      return;
    case 'finish':
      match.finish(step.home, step.away, now);
      return;
    case 'void':
      match.void(step.status, step.reason, now);
      return;
  }
}
