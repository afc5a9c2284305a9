import { Injectable } from '@nestjs/common';
import { Events, EventEnvelope, EventType, NON_BETTABLE_STATUSES } from '@p2p/contracts';
import { OutboxService, TransitionRule, transitionSql, updateReturning } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import type { Bet } from '../bets/bet.entity';
import { offerMatched } from '../matching/bet-events';
import { claimAbandoned } from '../offers/offer-events';
import type { PartStatus } from './offer-part.entity';

export type PartTransition = 'match' | 'abandon';

export interface PartTransitionRule extends TransitionRule<PartStatus> {
  readonly event: EventType;
}

/**
 * Every way a part's status changes. A part is born claimed (`claimAll`, in the statement that takes
 * its stake out of the offer's unmatched stake); nothing leaves matched or abandoned. As with offers,
 * the from-status is the WHERE guard: a take completing and the sweeper giving the same part up move
 * it at most once.
 */
export const PART_TRANSITIONS: { readonly [T in PartTransition]: PartTransitionRule } = {
  /** Both holds are placed and the bet is written in the same transaction. */
  match: { from: ['claimed'], to: 'matched', event: Events.OfferMatched },
  /**
   * A hold was refused or its answer lost, a check failed at the bet's writing, or the sweeper found
   * it stuck: the stake goes back into the offer's unmatched stake, and the wallet gives both holds
   * back (the maker's share into the offer's hold) on ClaimAbandoned.
   */
  abandon: { from: ['claimed'], to: 'abandoned', event: Events.ClaimAbandoned },
};

const { to, from } = transitionSql(PART_TRANSITIONS);

/** A take's claim on part of an exchange offer, under the id its bet will have. */
export interface PartClaim {
  offerId: string;
  takerId: string;
  betId: string;
  /** The backer's stake of the part. */
  stakeCents: bigint;
  headers?: Record<string, string>;
}

/** Why a claim was not made: the offer cannot be taken now, the taker is suspended, or the part is larger than what is left. */
export type ClaimRefusal =
  { why: 'unavailable' } | { why: 'taker-suspended' } | { why: 'too-large'; unmatchedCents: bigint };

const withHeaders = (event: EventEnvelope, headers: Record<string, string> | undefined): EventEnvelope =>
  headers ? { ...event, headers: { ...event.headers, ...headers } } : event;

/** The transitions of `PART_TRANSITIONS`, each a guarded statement plus its events, in the caller's transaction. */
@Injectable()
export class PartTransitions {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * Claims parts for a batch of takes, in the caller's transaction: the offers are locked in id order
   * (as every statement that moves several offers locks them; NO KEY UPDATE, as the decrement itself
   * would, so the foreign-key checks of parts and bets being written for the same offer do not wait on
   * it) while they are open exchange offers on a match still open for bets, with a maker who may bet;
   * the takes are then served in batch order, each while its part fits in what is left, exactly as
   * they would be one after the other; and one statement takes the claimed stakes out of the offers,
   * guarded by `unmatched_cents >= claimed`, and writes the parts. Answers each refused claim's reason by bet id; the others are claimed.
   */
  async claimAll(
    manager: EntityManager,
    claims: readonly PartClaim[],
    kickoffAfter: Date,
  ): Promise<Map<string, ClaimRefusal>> {
    const refusals = new Map<string, ClaimRefusal>();
    if (claims.length === 0) return refusals;
    const offers: Array<{ id: string; user_id: string; unmatched_cents: string }> = await manager.query(
      `SELECT o.id, o.user_id, o.unmatched_cents FROM offers o
        WHERE o.id = ANY($1::uuid[]) AND o.kind = 'exchange' AND o.status = 'open'
          AND EXISTS (SELECT 1 FROM matches m
                       WHERE m.id = o.match_id AND m.kickoff_at > $2 AND m.status <> ALL($3))
          AND NOT EXISTS (SELECT 1 FROM suspended_users s WHERE s.user_id = o.user_id)
        ORDER BY o.id FOR NO KEY UPDATE`,
      [[...new Set(claims.map((claim) => claim.offerId))], kickoffAfter, NON_BETTABLE_STATUSES],
    );
    const suspended: Array<{ user_id: string }> = await manager.query(
      `SELECT user_id FROM suspended_users WHERE user_id = ANY($1::uuid[])`,
      [[...new Set(claims.map((claim) => claim.takerId))]],
    );
    const blocked = new Set(suspended.map((row) => row.user_id));
    const left = new Map(offers.map((offer) => [offer.id, BigInt(offer.unmatched_cents)]));
    const makers = new Map(offers.map((offer) => [offer.id, offer.user_id]));
    const granted: PartClaim[] = [];
    for (const claim of claims) {
      const unmatched = left.get(claim.offerId);
      if (blocked.has(claim.takerId)) refusals.set(claim.betId, { why: 'taker-suspended' });
      else if (unmatched === undefined || unmatched === 0n || makers.get(claim.offerId) === claim.takerId) {
        refusals.set(claim.betId, { why: 'unavailable' });
      } else if (claim.stakeCents > unmatched) {
        refusals.set(claim.betId, { why: 'too-large', unmatchedCents: unmatched });
      } else {
        left.set(claim.offerId, unmatched - claim.stakeCents);
        granted.push(claim);
      }
    }
    if (granted.length === 0) return refusals;
    const totals = new Map<string, bigint>();
    for (const claim of granted)
      totals.set(claim.offerId, (totals.get(claim.offerId) ?? 0n) + claim.stakeCents);
    const written: Array<{ bet_id: string }> = await manager.query(
      `WITH taken AS (
         UPDATE offers o SET unmatched_cents = o.unmatched_cents - d.total, updated_at = now()
           FROM unnest($1::uuid[], $2::bigint[]) AS d(id, total)
          WHERE o.id = d.id AND o.status = 'open' AND o.unmatched_cents >= d.total
         RETURNING o.id
       )
       INSERT INTO offer_parts (bet_id, offer_id, taker_id, stake_cents, status)
       SELECT p.bet_id, p.offer_id, p.taker_id, p.stake, 'claimed'
         FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::bigint[]) AS p(bet_id, offer_id, taker_id, stake)
        WHERE p.offer_id IN (SELECT id FROM taken)
       RETURNING bet_id`,
      [
        [...totals.keys()],
        [...totals.values()].map(String),
        granted.map((claim) => claim.betId),
        granted.map((claim) => claim.offerId),
        granted.map((claim) => claim.takerId),
        granted.map((claim) => claim.stakeCents.toString()),
      ],
    );
    // Under the locks taken above the guard always holds; were it ever not to, nothing is claimed.
    const claimed = new Set(written.map((row) => row.bet_id));
    for (const claim of granted)
      if (!claimed.has(claim.betId)) refusals.set(claim.betId, { why: 'unavailable' });
    return refusals;
  }

  /**
   * Gives parts up, each only while it is still claimed: its stake goes back into its offer's unmatched
   * stake (the offers locked in id order), and its ClaimAbandoned has the wallet release the taker's
   * hold and give the maker's share back into the offer's hold (or tombstone either key not placed yet).
   * Answers the bet ids given up now.
   */
  async giveUp(
    manager: EntityManager,
    parts: ReadonlyArray<Pick<PartClaim, 'offerId' | 'betId' | 'headers'>>,
  ): Promise<Set<string>> {
    if (parts.length === 0) return new Set();
    const moved = await updateReturning<{ bet_id: string }>(
      manager,
      `WITH given_up AS (
         UPDATE offer_parts SET ${to('abandon')}, updated_at = now()
          WHERE bet_id = ANY($1::uuid[]) AND ${from('abandon')}
         RETURNING bet_id, offer_id, stake_cents
       ), totals AS (
         SELECT offer_id, sum(stake_cents) AS total FROM given_up GROUP BY offer_id
       ), locked AS (
         SELECT o.id FROM offers o JOIN totals t ON t.offer_id = o.id ORDER BY o.id FOR NO KEY UPDATE OF o
       ), returned AS (
         UPDATE offers o SET unmatched_cents = o.unmatched_cents + t.total, updated_at = now()
           FROM totals t JOIN locked l ON l.id = t.offer_id
          WHERE o.id = t.offer_id
         RETURNING o.id
       )
       SELECT bet_id FROM given_up`,
      [parts.map((part) => part.betId)],
    );
    const given = new Set(moved.map((row) => row.bet_id));
    await this.outbox.add(
      manager,
      ...parts
        .filter((part) => given.has(part.betId))
        .map((part) => withHeaders(claimAbandoned(part, true), part.headers)),
    );
    return given;
  }

  /**
   * Locks these parts in bet-id order; answers those still claimed (the sweeper may have given a slow
   * one up). Until the transaction ends only `match` moves them.
   */
  async lockClaimed(manager: EntityManager, betIds: readonly string[]): Promise<Set<string>> {
    if (betIds.length === 0) return new Set();
    const rows: Array<{ bet_id: string }> = await manager.query(
      `SELECT bet_id FROM offer_parts WHERE bet_id = ANY($1::uuid[]) AND ${from('match')}
        ORDER BY bet_id FOR UPDATE`,
      [betIds],
    );
    return new Set(rows.map((row) => row.bet_id));
  }

  /** The parts of `bets` complete, in one statement; the caller writes the bets in the same transaction. */
  async matchAll(
    manager: EntityManager,
    matches: ReadonlyArray<{ bet: Bet; headers?: Record<string, string> }>,
  ): Promise<Set<string>> {
    if (matches.length === 0) return new Set();
    const moved = await updateReturning<{ bet_id: string }>(
      manager,
      `UPDATE offer_parts SET ${to('match')}, updated_at = now()
        WHERE bet_id = ANY($1::uuid[]) AND ${from('match')} RETURNING bet_id`,
      [matches.map(({ bet }) => bet.id)],
    );
    const matched = new Set(moved.map((row) => row.bet_id));
    await this.outbox.add(
      manager,
      ...matches
        .filter(({ bet }) => matched.has(bet.id))
        .map(({ bet, headers }) => withHeaders(offerMatched(bet), headers)),
    );
    return matched;
  }
}
