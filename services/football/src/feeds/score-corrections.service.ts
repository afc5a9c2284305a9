import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Match } from '../matches/match.entity';
import type { FeedReport } from './football-data/football-data.mapping';

export interface CorrectionView {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  league: string;
  kickoffAt: string;
  recorded: { status: string; home: number; away: number };
  feed: { status: string; home: number | null; away: number | null };
  firstSeenAt: string;
  lastSeenAt: string;
  timesSeen: number;
}

/** Corrections listed to admins: the latest seen first, this many at most. */
const LIST_LIMIT = 200;

/** What the feed said after a match ended, kept (once per distinct claim) for admins to look at. */
@Injectable()
export class ScoreCorrections {
  private readonly logger = new Logger(ScoreCorrections.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** In the transaction that read the ended match; logs a claim the first time it is seen. */
  async record(manager: EntityManager, match: Match, report: FeedReport, at: Date): Promise<void> {
    const [row]: Array<{ inserted: boolean }> = await manager.query(
      `INSERT INTO score_corrections (match_id, recorded_status, recorded_home, recorded_away,
         feed_status, feed_home, feed_away, first_seen_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (match_id, feed_status, COALESCE(feed_home, -1), COALESCE(feed_away, -1))
       DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, times_seen = score_corrections.times_seen + 1
       RETURNING (xmax = 0) AS inserted`,
      [
        match.id,
        match.status,
        match.homeScore,
        match.awayScore,
        report.status,
        report.score?.home ?? null,
        report.score?.away ?? null,
        at,
      ],
    );
    if (row?.inserted) {
      const feedScore = report.score ? ` ${report.score.home}-${report.score.away}` : '';
      this.logger.warn(
        `Feed correction for match ${match.id} (${match.status} ${match.homeScore}-${match.awayScore}): ` +
          `the feed now says ${report.status}${feedScore}. Not applied: the match was settled; see ` +
          `GET /api/football/feed/corrections`,
      );
    }
  }

  async count(): Promise<number> {
    const [row]: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM score_corrections`,
    );
    return row?.n ?? 0;
  }

  async list(): Promise<CorrectionView[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT c.match_id, home.name AS home_team, away.name AS away_team, league.name AS league,
              m.kickoff_at, c.recorded_status, c.recorded_home, c.recorded_away, c.feed_status,
              c.feed_home, c.feed_away, c.first_seen_at, c.last_seen_at, c.times_seen
         FROM score_corrections c
         JOIN matches m ON m.id = c.match_id
         JOIN teams home ON home.id = m.home_team_id
         JOIN teams away ON away.id = m.away_team_id
         JOIN leagues league ON league.id = m.league_id
        ORDER BY c.last_seen_at DESC, c.id DESC
        LIMIT $1`,
      [LIST_LIMIT],
    );
    return rows.map((row) => ({
      matchId: row.match_id as string,
      homeTeam: row.home_team as string,
      awayTeam: row.away_team as string,
      league: row.league as string,
      kickoffAt: (row.kickoff_at as Date).toISOString(),
      recorded: {
        status: row.recorded_status as string,
        home: row.recorded_home as number,
        away: row.recorded_away as number,
      },
      feed: {
        status: row.feed_status as string,
        home: row.feed_home as number | null,
        away: row.feed_away as number | null,
      },
      firstSeenAt: (row.first_seen_at as Date).toISOString(),
      lastSeenAt: (row.last_seen_at as Date).toISOString(),
      timesSeen: row.times_seen as number,
    }));
  }
}
