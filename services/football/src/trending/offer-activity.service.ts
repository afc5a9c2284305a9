import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money, OfferCreated, OfferMatched } from '@p2p/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { READ_CACHE, ReadCache } from '../cache/read-cache';
import { afterCommit, CLOCK, type Clock } from '@p2p/service-kit';
import { addMs, DAY_MS } from '../simulation/time';

/** Betting activity on one match over the last 24 hours. */
export interface MatchActivity {
  matchId: string;
  openOffers: number;
  offersCreated: number;
  matchedBets: number;
  volumeCents: bigint;
  lastActivityAt: Date;
}

/**
 * The projection of betting's offers (OfferCreated, OfferMatched, OfferCancelled, OfferExpired)
 * and the trending answers read from it. Events may arrive out of order across keys, so each
 * write is an upsert that never moves an offer back: open -> matched | closed.
 */
@Injectable()
export class OfferActivityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(READ_CACHE) private readonly cache: ReadCache,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async offerCreated(manager: EntityManager, offer: OfferCreated): Promise<void> {
    if (offer.visibility !== undefined && offer.visibility !== 'public') {
      // Kept, so its OfferMatched finds it and stays out of trending too; nothing public changed.
      await manager.query(
        `INSERT INTO offer_activity (offer_id, match_id, stake_cents, status) VALUES ($1, $2, $3, 'private')
         ON CONFLICT (offer_id) DO UPDATE SET status = 'private', created_at = NULL, matched_at = NULL`,
        [offer.offerId, offer.matchId, Money.toCents(offer.stake).toString()],
      );
      return;
    }
    await manager.query(
      `INSERT INTO offer_activity (offer_id, match_id, stake_cents, status, created_at)
       VALUES ($1, $2, $3, 'open', $4)
       ON CONFLICT (offer_id) DO UPDATE
         SET match_id = EXCLUDED.match_id, stake_cents = EXCLUDED.stake_cents, created_at = EXCLUDED.created_at`,
      [offer.offerId, offer.matchId, Money.toCents(offer.stake).toString(), this.instant(offer.createdAt)],
    );
    await this.changed(manager);
  }

  async offerMatched(manager: EntityManager, offer: OfferMatched, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO offer_activity (offer_id, match_id, stake_cents, status, matched_at)
       VALUES ($1, $2, $3, 'matched', $4)
       ON CONFLICT (offer_id) DO UPDATE
         SET status = 'matched', matched_at = EXCLUDED.matched_at, match_id = EXCLUDED.match_id
         WHERE offer_activity.status <> 'private'`,
      [offer.offerId, offer.matchId, Money.toCents(offer.stake).toString(), this.instant(occurredAt)],
    );
    await this.changed(manager);
  }

  /** Cancelled or expired: no longer open. A matched offer stays matched. */
  async offerClosed(manager: EntityManager, offerId: string, stake: string): Promise<void> {
    await manager.query(
      `INSERT INTO offer_activity (offer_id, match_id, stake_cents, status) VALUES ($1, NULL, $2, 'closed')
       ON CONFLICT (offer_id) DO UPDATE SET status = 'closed' WHERE offer_activity.status = 'open'`,
      [offerId, Money.toCents(stake).toString()],
    );
    await this.changed(manager);
  }

  async openOffers(matchIds: readonly string[]): Promise<Map<string, number>> {
    if (matchIds.length === 0) return new Map();
    const rows: Array<{ match_id: string; open: number }> = await this.dataSource.query(
      `SELECT match_id, count(*)::int AS open FROM offer_activity
       WHERE status = 'open' AND match_id = ANY($1) GROUP BY match_id`,
      [matchIds],
    );
    return new Map(rows.map((row) => [row.match_id, row.open]));
  }

  /** Matches still open to betting with the most offers created and matched in the last 24 hours. */
  async mostActive(limit: number): Promise<MatchActivity[]> {
    const rows: Array<{
      match_id: string;
      open_offers: number;
      offers_created: number;
      matched_bets: number;
      volume_cents: string;
      last_activity_at: Date;
    }> = await this.dataSource.query(
      `SELECT a.match_id,
              count(*) FILTER (WHERE a.status = 'open')::int AS open_offers,
              count(*) FILTER (WHERE a.created_at > $1)::int AS offers_created,
              count(*) FILTER (WHERE a.matched_at > $1)::int AS matched_bets,
              coalesce(sum(a.stake_cents) FILTER (WHERE a.created_at > $1), 0)
                + coalesce(sum(a.stake_cents) FILTER (WHERE a.matched_at > $1), 0) AS volume_cents,
              greatest(max(a.created_at), max(a.matched_at)) AS last_activity_at
       FROM offer_activity a JOIN matches m ON m.id = a.match_id
       WHERE m.status IN ('Scheduled', 'Live', 'Half Time')
       GROUP BY a.match_id
       HAVING count(*) FILTER (WHERE a.created_at > $1 OR a.matched_at > $1) > 0
       ORDER BY count(*) FILTER (WHERE a.created_at > $1) + count(*) FILTER (WHERE a.matched_at > $1) DESC,
                volume_cents DESC, last_activity_at DESC, a.match_id
       LIMIT $2`,
      [this.windowStart(), limit],
    );
    return rows.map((row) => ({
      matchId: row.match_id,
      openOffers: row.open_offers,
      offersCreated: row.offers_created,
      matchedBets: row.matched_bets,
      volumeCents: BigInt(row.volume_cents),
      lastActivityAt: new Date(row.last_activity_at),
    }));
  }

  /** Offers created plus offers matched in the last 24 hours, per competition. */
  async activityByLeague(): Promise<Map<string, number>> {
    const rows: Array<{ league_id: string; actions: number }> = await this.dataSource.query(
      `SELECT m.league_id,
              (count(*) FILTER (WHERE a.created_at > $1) + count(*) FILTER (WHERE a.matched_at > $1))::int AS actions
       FROM offer_activity a JOIN matches m ON m.id = a.match_id
       GROUP BY m.league_id`,
      [this.windowStart()],
    );
    return new Map(rows.map((row) => [row.league_id, row.actions]));
  }

  private windowStart(): Date {
    return addMs(this.clock.now(), -DAY_MS);
  }

  /** An event's own timestamp; the clock's time if it carries none that parses. */
  private instant(text: string | undefined): Date {
    const parsed = text ? new Date(text) : null;
    return parsed && !Number.isNaN(parsed.getTime()) ? parsed : this.clock.now();
  }

  private async changed(manager: EntityManager): Promise<void> {
    // Match answers carry the open-offer count and the trending lists.
    await afterCommit(manager, () => this.cache.invalidate('matches'));
  }
}
