import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BetOffer, NON_BETTABLE_STATUSES, OfferStats, Selection } from '@p2p/contracts';
import { CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { containsPattern, Where } from '@p2p/service-kit';
import { earliestBettableKickoff } from '../matches/betting-window';
import type { OfferStatus } from './offer.entity';
import { OfferStatsRow, StatsCache, toOfferStats } from './offer-stats';
import { OFFER_SELECT, OfferRow, reachOf, toOfferView } from './offer.view';
import { canReach, hashLinkToken, OfferViewer } from './private-offers';

export type OfferSort = 'newest' | 'oldest' | 'amount_high' | 'amount_low';

export const OFFER_SORTS: readonly OfferSort[] = ['newest', 'oldest', 'amount_high', 'amount_low'];

const ORDER_BY: Readonly<Record<OfferSort, string>> = {
  newest: 'o.created_at DESC, o.id DESC',
  oldest: 'o.created_at ASC, o.id ASC',
  amount_high: 'o.amount_cents DESC, o.created_at DESC, o.id DESC',
  amount_low: 'o.amount_cents ASC, o.created_at DESC, o.id DESC',
};

/** What narrows the list of offers one can take (the Bet Offers page's controls). */
export interface AvailableOffersFilter {
  search?: string;
  /** A league id or name. */
  league?: string;
  selection?: Selection;
  matchId?: string;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface OfferPage {
  offers: BetOffer[];
  stats: OfferStats;
}

/** Read side of offers: one query per page and one for its count and stats, never one per offer. */
@Injectable()
export class OfferQueries {
  private readonly statsCache: StatsCache;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.statsCache = new StatsCache(config.OFFER_STATS_CACHE_MS);
  }

  /** An offer by id; with a viewer, only if they may see it (a private offer is not there to others). */
  async view(offerId: string, viewer?: OfferViewer): Promise<BetOffer | null> {
    const rows: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.id = $1`, [offerId]);
    if (rows.length === 0 || (viewer && !canReach(reachOf(rows[0]), viewer))) return null;
    return toOfferView(rows[0]);
  }

  /** Several offers' views in one read, by id. */
  async views(offerIds: string[]): Promise<Map<string, BetOffer>> {
    if (offerIds.length === 0) return new Map();
    const rows: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.id = ANY($1)`, [offerIds]);
    return new Map(rows.map((row) => [row.id, toOfferView(row)]));
  }

  /** The link offer whose current token this is; a replaced token finds nothing. */
  async viewByLinkToken(token: string): Promise<BetOffer | null> {
    const rows: OfferRow[] = await this.dataSource.query(`${OFFER_SELECT} WHERE o.link_token_hash = $1`, [
      hashLinkToken(token),
    ]);
    return rows.length === 0 ? null : toOfferView(rows[0]);
  }

  /** Open offers made for this user alone, on matches still open for betting, newest first. */
  async forUser(userId: string, page: PageRequest): Promise<{ offers: BetOffer[]; count: number }> {
    const where = this.bettableWhere();
    where.and(`o.private_to_user_id = ${where.param(userId)}`);
    const paged = [...where.params, page.pageSize, (page.page - 1) * page.pageSize];
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `${OFFER_SELECT} ${where} ORDER BY o.created_at DESC, o.id DESC
          LIMIT $${paged.length - 1} OFFSET $${paged.length}`,
        paged,
      ) as Promise<OfferRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS count FROM offers o JOIN matches m ON m.id = o.match_id ${where}`,
        where.params,
      ) as Promise<Array<{ count: number }>>,
    ]);
    return { offers: rows.map(toOfferView), count };
  }

  async matchExists(matchId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM matches WHERE id = $1`, [matchId]);
    return rows.length > 0;
  }

  /** Open offers on matches still open for betting: what the lists show and anyone else can take. */
  async available(filter: AvailableOffersFilter, sort: OfferSort, page: PageRequest): Promise<OfferPage> {
    const where = this.availableWhere(filter);
    const limit = where.param(page.pageSize);
    const offset = where.param((page.page - 1) * page.pageSize);
    const [rows, stats] = await Promise.all([
      this.dataSource.query(
        `${OFFER_SELECT} ${where} ORDER BY ${ORDER_BY[sort]} LIMIT ${limit} OFFSET ${offset}`,
        where.params,
      ) as Promise<OfferRow[]>,
      this.statsCache.get(JSON.stringify(filter), () => this.stats(filter)),
    ]);
    return { offers: rows.map(toOfferView), stats };
  }

  /**
   * Each match's first `perMatch` open offers (newest first) and how many it has, in one read: a grid
   * of match cards costs one request, not one per card. A match with none is absent from the map.
   */
  async firstOfMatches(
    matchIds: readonly string[],
    perMatch: number,
  ): Promise<Map<string, { offers: BetOffer[]; count: number }>> {
    const where = this.availableWhere({});
    where.and(`o.match_id = ANY(${where.param(matchIds)})`);
    const limit = where.param(perMatch);
    const rows: Array<OfferRow & { match_rank: string; match_count: number }> = await this.dataSource.query(
      `SELECT * FROM (
         SELECT listed.*,
                row_number() OVER (PARTITION BY listed.m_id ORDER BY listed.created_at DESC, listed.id DESC)
                  AS match_rank,
                count(*) OVER (PARTITION BY listed.m_id)::int AS match_count
           FROM (${OFFER_SELECT} ${where}) listed
       ) ranked
       WHERE ranked.match_rank <= ${limit}
       ORDER BY ranked.m_id, ranked.match_rank`,
      where.params,
    );
    const byMatch = new Map<string, { offers: BetOffer[]; count: number }>();
    for (const row of rows) {
      const entry = byMatch.get(row.m_id) ?? { offers: [], count: row.match_count };
      entry.offers.push(toOfferView(row));
      byMatch.set(row.m_id, entry);
    }
    return byMatch;
  }

  /** How many exchange offers of each match have stake left to take (the book's offers); none, no entry. */
  async exchangeOffersOf(matchIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ match_id: string; offers: number }> = await this.dataSource.query(
      `SELECT match_id, count(*)::int AS offers FROM offers
        WHERE match_id = ANY($1) AND kind = 'exchange' AND status = 'open' AND unmatched_cents > 0
        GROUP BY match_id`,
      [matchIds],
    );
    return new Map(rows.map((row) => [row.match_id, row.offers]));
  }

  /** A user's offers in the given states, newest first; to anyone but the maker, the public ones only. */
  async ofUser(
    userId: string,
    statuses: readonly OfferStatus[],
    page: PageRequest,
    audience: 'maker' | 'others',
  ): Promise<{ offers: BetOffer[]; count: number }> {
    const where = new Where().and(`o.user_id = $1`).and(`o.status = ANY($2)`);
    if (audience === 'others') where.and(`o.visibility = 'public'`);
    where.params.push(userId, statuses);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `${OFFER_SELECT} ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
        [...where.params, page.pageSize, (page.page - 1) * page.pageSize],
      ) as Promise<OfferRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM offers o ${where}`, where.params) as Promise<
        Array<{ count: number }>
      >,
    ]);
    return { offers: rows.map(toOfferView), count };
  }

  /** The user holding a username now, by the users projection only. */
  async userIdOf(username: string): Promise<string | null> {
    const [user] = await this.dataSource.query(
      `SELECT id FROM users WHERE lower(username) = lower($1) LIMIT 1`,
      [username],
    );
    return user ? user.id : null;
  }

  /** The user now holding a username (the users projection), else the maker of offers made under it. */
  async userIdByUsername(username: string): Promise<string | null> {
    const [user] = await this.dataSource.query(
      `SELECT id FROM users WHERE lower(username) = lower($1) LIMIT 1`,
      [username],
    );
    if (user) return user.id;
    const [maker] = await this.dataSource.query(
      `SELECT user_id FROM offers WHERE lower(username) = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [username],
    );
    return maker ? maker.user_id : null;
  }

  private async stats(filter: AvailableOffersFilter): Promise<OfferStats> {
    const where = this.availableWhere(filter);
    const [row]: OfferStatsRow[] = await this.dataSource.query(
      `SELECT count(*)::int AS offers, COALESCE(sum(o.amount_cents), 0)::text AS total_cents,
              count(DISTINCT o.user_id)::int AS users, count(DISTINCT o.match_id)::int AS matches
         FROM offers o
         JOIN matches m ON m.id = o.match_id
         LEFT JOIN users mu ON mu.id = o.user_id
         ${where}`,
      where.params,
    );
    return toOfferStats(row);
  }

  /**
   * Public even-money offers anyone may take: private ones are in no list, count or stat, and exchange
   * offers are on their match's price ladder instead.
   */
  private availableWhere(filter: AvailableOffersFilter): Where {
    const where = this.bettableWhere();
    where.and(`o.visibility = 'public'`);
    where.and(`o.kind = 'even'`);
    if (filter.matchId !== undefined) where.and(`o.match_id = ${where.param(filter.matchId)}`);
    if (filter.selection !== undefined) where.and(`o.selection = ${where.param(filter.selection)}`);
    if (filter.league !== undefined) {
      const league = where.param(filter.league);
      where.and(`(m.league_id = ${league} OR lower(m.league_name) = lower(${league}))`);
    }
    if (filter.search !== undefined) {
      const text = where.param(containsPattern(filter.search));
      where.and(
        `(m.home_team_name ILIKE ${text} OR m.away_team_name ILIKE ${text}
          OR m.home_team_short_name ILIKE ${text} OR m.away_team_short_name ILIKE ${text}
          OR COALESCE(mu.username, o.username) ILIKE ${text} OR COALESCE(mu.name, o.user_name) ILIKE ${text})`,
      );
    }
    return where;
  }

  /** Open offers on matches still open for betting. */
  private bettableWhere(): Where {
    const kickoffAfter = earliestBettableKickoff(this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
    const where = new Where();
    where.and(`o.status = 'open'`);
    where.and(`m.kickoff_at > ${where.param(kickoffAfter)}`);
    where.and(`m.status <> ALL(${where.param(NON_BETTABLE_STATUSES)})`);
    return where;
  }
}
