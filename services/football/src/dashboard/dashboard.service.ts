import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Dashboard, LeagueStats, Money, TrendingBet } from '@p2p/contracts';
import { CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import { LIVE_TTL_MS, READ_CACHE, ReadCache } from '../cache/read-cache';
import { CatalogService } from '../catalog/catalog.service';
import { feedSourceOf } from '../feeds/feed-source';
import type { FootballConfig } from '../football.config';
import { MatchReader } from '../matches/match-reader.service';
import { MatchesService } from '../matches/matches.service';
import { MARKETS_PER_OPEN_MATCH } from '../odds/markets';
import { OfferActivityService } from '../trending/offer-activity.service';

const TRENDING_LIMIT = 10;
/** Offers created plus offers matched in a day that make a competition "trending" in the sidebar. */
export const TRENDING_LEAGUE_MIN_ACTIONS = 3;

/** The dashboard, trending and sidebar answers: aggregates over matches and betting activity. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matches: MatchesService,
    private readonly reader: MatchReader,
    private readonly catalog: CatalogService,
    private readonly activity: OfferActivityService,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: FootballConfig,
  ) {}

  dashboard(): Promise<Dashboard> {
    return this.cache.getOrLoad('matches', 'dashboard', LIVE_TTL_MS, async () => {
      const [counts, spotlightMatch, featuredMatches, liveMatches, trendingBets, leagueStats] =
        await Promise.all([
          this.counts(),
          this.matches.spotlight(),
          this.matches.featured(),
          this.matches.live(),
          this.trending(),
          this.leagueStats(),
        ]);
      return {
        stats: {
          liveMatchesCount: counts.inPlay,
          totalMarketsCount: counts.openToBetting * MARKETS_PER_OPEN_MATCH,
          upcomingTodayCount: counts.laterToday,
        },
        spotlightMatch,
        featuredMatches,
        liveMatches,
        trendingBets,
        leagueStats,
        feed: feedSourceOf(this.config),
      };
    });
  }

  /** The matches with the most betting activity in the last 24 hours; empty when there was none. */
  trending(): Promise<TrendingBet[]> {
    return this.cache.getOrLoad('matches', 'trending', LIVE_TTL_MS, async () => {
      const activity = await this.activity.mostActive(TRENDING_LIMIT);
      if (activity.length === 0) return [];
      const matches = await this.reader.load({ where: activity.map((row) => ({ id: row.matchId })) });
      const views = new Map((await this.reader.views(matches)).map((view) => [view.id, view]));
      return activity.flatMap((row) => {
        const match = views.get(row.matchId);
        if (!match) return [];
        return [
          {
            match,
            openOffers: row.openOffers,
            offersLast24h: row.offersCreated,
            matchedLast24h: row.matchedBets,
            volumeLast24h: Money.format(row.volumeCents),
            lastActivityAt: row.lastActivityAt.toISOString(),
          },
        ];
      });
    });
  }

  leagueStats(): Promise<LeagueStats[]> {
    return this.cache.getOrLoad('matches', 'league-stats', LIVE_TTL_MS, async () => {
      const [leagues, counts, activity] = await Promise.all([
        this.catalog.leagues(),
        this.dataSource.query(`
          SELECT league_id,
                 count(*)::int AS open_to_betting,
                 count(*) FILTER (WHERE status IN ('Live', 'Half Time'))::int AS in_play
          FROM matches WHERE status IN ('Scheduled', 'Live', 'Half Time')
          GROUP BY league_id`) as Promise<
          Array<{ league_id: string; open_to_betting: number; in_play: number }>
        >,
        this.activity.activityByLeague(),
      ]);
      const byLeague = new Map(counts.map((row) => [row.league_id, row]));
      return leagues.map((league) => ({
        id: league.id,
        name: league.name,
        icon: league.icon,
        logo: league.logo,
        matches: byLeague.get(league.id)?.open_to_betting ?? 0,
        liveMatches: byLeague.get(league.id)?.in_play ?? 0,
        trending: (activity.get(league.id) ?? 0) >= TRENDING_LEAGUE_MIN_ACTIONS,
      }));
    });
  }

  private async counts(): Promise<{ inPlay: number; openToBetting: number; laterToday: number }> {
    const now = this.clock.now();
    const endOfDay = new Date(`${now.toISOString().slice(0, 10)}T23:59:59.999Z`);
    const [row]: Array<{ in_play: number; open_to_betting: number; later_today: number }> =
      await this.dataSource.query(
        `SELECT count(*) FILTER (WHERE status IN ('Live', 'Half Time'))::int AS in_play,
              count(*)::int AS open_to_betting,
              count(*) FILTER (WHERE status = 'Scheduled' AND kickoff_at > $1 AND kickoff_at <= $2)::int AS later_today
       FROM matches WHERE status IN ('Scheduled', 'Live', 'Half Time')`,
        [now, endOfDay],
      );
    return { inPlay: row.in_play, openToBetting: row.open_to_betting, laterToday: row.later_today };
  }
}
