import { Injectable } from '@nestjs/common';
import { Events, EventEnvelope, EventType, NON_BETTABLE_STATUSES } from '@p2p/contracts';
import { OutboxService, TransitionRule, transitionSql, updateReturning } from '@p2p/service-kit';
import { EntityManager, In } from 'typeorm';
import type { Bet } from '../bets/bet.entity';
import { offerMatched } from '../matching/bet-events';
import { Offer, OfferStatus } from './offer.entity';
import { claimAbandoned, offerCancelled, offerCreated, offerExpired, offerRejected } from './offer-events';

export type OfferTransition =
  | 'open'
  | 'reject'
  | 'claim'
  | 'giveUpClaim'
  | 'match'
  | 'cancel'
  | 'withdraw'
  | 'expire'
  | 'settle'
  | 'void';

export interface OfferTransitionRule extends TransitionRule<OfferStatus> {
  /** Written to the outbox in the transaction that moves the offer; null when nothing outside betting acts on it. */
  readonly event: EventType | null;
}

/**
 * Every way an offer's status changes. An offer is born pending (inserted by `OffersService.create`);
 * nothing leaves cancelled, expired, rejected, settled or void. The from-statuses are the WHERE guard of
 * the transition's UPDATE: the guard, not a read before it, is what lets racing takers, cancels,
 * suspensions and sweeper replicas each move an offer at most once.
 */
export const OFFER_TRANSITIONS: { readonly [T in OfferTransition]: OfferTransitionRule } = {
  /** The maker's stake is held: the offer enters the book. */
  open: { from: ['pending'], to: 'open', event: Events.OfferCreated },
  /** The hold was refused or its answer lost, betting closed first, or the maker was suspended. */
  reject: { from: ['pending'], to: 'rejected', event: Events.OfferRejected },
  /**
   * A taker's claim while their stake is held; of any number of racing takers exactly one gets it. Even
   * money only: an exchange offer stays open while its parts are claimed (`PART_TRANSITIONS`).
   */
  claim: { from: ['open'], to: 'matching', event: null },
  /** The claim could not complete (or was abandoned): back in the book; the wallet releases the taker's hold. */
  giveUpClaim: { from: ['matching'], to: 'open', event: Events.ClaimAbandoned },
  match: { from: ['matching'], to: 'matched', event: Events.OfferMatched },
  /** By its maker. */
  cancel: { from: ['open'], to: 'cancelled', event: Events.OfferCancelled },
  /**
   * A suspension takes the maker's offers out of the book, one being claimed right now included (that
   * claim's ClaimAbandoned goes with its OfferCancelled).
   */
  withdraw: { from: ['open', 'matching'], to: 'cancelled', event: Events.OfferCancelled },
  /** Betting on its match closed. */
  expire: { from: ['open'], to: 'expired', event: Events.OfferExpired },
  /** Its bet settled or was voided; the bet's BetSettled, in the same transaction, is the fact. */
  settle: { from: ['matched'], to: 'settled', event: null },
  void: { from: ['matched'], to: 'void', event: null },
};

const { isAllowed, to, from } = transitionSql(OFFER_TRANSITIONS);
export { isAllowed };

/**
 * A take's claim on an offer, under the id its bet will have (and its hold is keyed by), for the
 * taker's stake: what the take path holds, checks against limits and writes on the bet. An even-money
 * take claims the whole offer; a take of part of one (next) claims its part.
 */
export interface Claim {
  offerId: string;
  takerId: string;
  betId: string;
  stakeCents: bigint;
  /** The taker's request's event headers: a batch's events each carry their own request's. */
  headers?: Record<string, string>;
}

/** An offer moved by a set-based transition, with the claim it had. */
export interface MovedOffer {
  id: string;
  user_id: string;
  amount_cents: string;
  bet_id: string | null;
  created_at: Date;
}

const offerOf = (row: MovedOffer) => ({
  id: row.id,
  userId: row.user_id,
  amountCents: BigInt(row.amount_cents),
});

const withHeaders = (event: EventEnvelope, headers: Record<string, string> | undefined): EventEnvelope =>
  headers ? { ...event, headers: { ...event.headers, ...headers } } : event;

const oldestFirst = (rows: MovedOffer[]) =>
  [...rows].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());

/**
 * The transitions of `OFFER_TRANSITIONS`, each one guarded UPDATE plus its event, in the caller's
 * transaction. One that finds no row in a from-status answers false (or nothing moved) and records nothing.
 */
@Injectable()
export class OfferTransitions {
  constructor(private readonly outbox: OutboxService) {}

  /** False when the offer left pending meanwhile (a suspension rejected it). */
  async open(manager: EntityManager, offerId: string): Promise<boolean> {
    return (await this.openAll(manager, [{ offerId }])).size === 1;
  }

  /** `open` for several offers in one statement; answers the ids of those it opened. */
  async openAll(
    manager: EntityManager,
    offers: ReadonlyArray<{ offerId: string; headers?: Record<string, string> }>,
  ): Promise<Set<string>> {
    if (offers.length === 0) return new Set();
    const moved = await updateReturning<{ id: string }>(
      manager,
      `WITH opened AS (
         SELECT id FROM offers WHERE id = ANY($1::uuid[]) AND ${from('open')} ORDER BY id FOR UPDATE
       )
       UPDATE offers o SET ${to('open')}, updated_at = now() FROM opened WHERE o.id = opened.id RETURNING o.id`,
      [offers.map((offer) => offer.offerId)],
    );
    const opened = new Set(moved.map((row) => row.id));
    if (opened.size === 0) return opened;
    const rows = new Map(
      (await manager.findBy(Offer, { id: In([...opened]) })).map((offer) => [offer.id, offer]),
    );
    await this.outbox.add(
      manager,
      ...offers
        .filter(({ offerId }) => opened.has(offerId))
        .map(({ offerId, headers }) => withHeaders(offerCreated(rows.get(offerId) as Offer), headers)),
    );
    return opened;
  }

  async reject(
    manager: EntityManager,
    offer: Pick<Offer, 'id' | 'userId' | 'amountCents'>,
    reason: string,
  ): Promise<boolean> {
    const moved = await updateReturning(
      manager,
      `UPDATE offers SET ${to('reject')}, rejection_reason = $2, updated_at = now()
        WHERE id = $1 AND ${from('reject')} RETURNING id`,
      [offer.id, reason],
    );
    if (moved.length === 0) return false;
    await this.outbox.add(manager, offerRejected(offer, reason));
    return true;
  }

  /** Every pending offer of the user; answers them oldest first. */
  async rejectPendingOf(manager: EntityManager, userId: string, reason: string): Promise<MovedOffer[]> {
    const rejected = await updateReturning<MovedOffer>(
      manager,
      `UPDATE offers SET ${to('reject')}, rejection_reason = $2, updated_at = now()
        WHERE user_id = $1 AND ${from('reject')}
       RETURNING id, user_id, amount_cents, bet_id, created_at`,
      [userId, reason],
    );
    const rows = oldestFirst(rejected);
    for (const row of rows) await this.outbox.add(manager, offerRejected(offerOf(row), reason));
    return rows;
  }

  /**
   * Claims offers for a batch of takes in one statement: of the takes of one offer (in this batch or
   * racing it) exactly one gets it, the first of the batch whose taker may bet. Suspended parties are
   * left out here already, so their stakes never reach the wallet; so is a match whose betting closed
   * (kick-off at or before `kickoffAfter`, or a status that will not be played). The rows are locked
   * in offer-id order, as every statement that moves several offers locks them, so batches never
   * deadlock. Answers the bet ids that got their claim.
   */
  async claimAll(manager: EntityManager, claims: readonly Claim[], kickoffAfter: Date): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const claimed = await updateReturning<{ bet_id: string }>(
      manager,
      `WITH wanted AS (
         SELECT DISTINCT ON (w.offer_id) w.offer_id, w.taker_id, w.bet_id
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) WITH ORDINALITY AS w(offer_id, taker_id, bet_id, n)
          WHERE NOT EXISTS (SELECT 1 FROM suspended_users s WHERE s.user_id = w.taker_id)
          ORDER BY w.offer_id, w.n
       ), locked AS (
         SELECT id FROM offers WHERE id IN (SELECT offer_id FROM wanted) AND ${from('claim')} AND kind = 'even'
          ORDER BY id FOR UPDATE
       )
       UPDATE offers o SET ${to('claim')}, bet_id = w.bet_id, claimed_at = now(), updated_at = now()
         FROM wanted w
        WHERE o.id = w.offer_id AND o.id IN (SELECT id FROM locked) AND ${from('claim', 'o.status')}
          AND o.user_id <> w.taker_id
          AND EXISTS (SELECT 1 FROM matches m
                       WHERE m.id = o.match_id AND m.kickoff_at > $4 AND m.status <> ALL($5))
          AND NOT EXISTS (SELECT 1 FROM suspended_users s WHERE s.user_id = o.user_id)
       RETURNING w.bet_id`,
      [
        claims.map((claim) => claim.offerId),
        claims.map((claim) => claim.takerId),
        claims.map((claim) => claim.betId),
        kickoffAfter,
        NON_BETTABLE_STATUSES,
      ],
    );
    return new Set(claimed.map((row) => row.bet_id));
  }

  /**
   * Only while the claim is still this bet's, so a late call never undoes a newer claim; whoever moves it
   * (the taker's request or the sweeper) writes the one ClaimAbandoned that releases the taker's hold.
   */
  async giveUpClaim(manager: EntityManager, offerId: string, betId: string): Promise<boolean> {
    return (await this.giveUpClaims(manager, [{ offerId, betId }])).size === 1;
  }

  /** `giveUpClaim` for several claims in one statement; answers the bet ids whose claim it gave up. */
  async giveUpClaims(
    manager: EntityManager,
    claims: ReadonlyArray<Pick<Claim, 'offerId' | 'betId' | 'headers'>>,
  ): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const moved = await updateReturning<{ id: string; bet_id: string }>(
      manager,
      `WITH given_up AS (
         SELECT o.id, o.bet_id FROM offers o
           JOIN unnest($1::uuid[], $2::uuid[]) AS c(offer_id, bet_id) ON o.id = c.offer_id AND o.bet_id = c.bet_id
          WHERE ${from('giveUpClaim', 'o.status')}
          ORDER BY o.id FOR UPDATE OF o
       )
       UPDATE offers o SET ${to('giveUpClaim')}, bet_id = NULL, claimed_at = NULL, updated_at = now()
         FROM given_up g WHERE o.id = g.id
       RETURNING o.id, g.bet_id`,
      [claims.map((claim) => claim.offerId), claims.map((claim) => claim.betId)],
    );
    const given = new Set(moved.map((row) => row.bet_id));
    await this.outbox.add(
      manager,
      ...claims
        .filter((claim) => given.has(claim.betId))
        .map((claim) => withHeaders(claimAbandoned(claim), claim.headers)),
    );
    return given;
  }

  /**
   * Locks the offers of these claims in offer-id order; answers the bet ids whose claim still holds
   * (the sweeper may have given a slow one up). Until the transaction ends only `match` moves them.
   */
  async lockClaims(
    manager: EntityManager,
    claims: ReadonlyArray<Pick<Claim, 'offerId' | 'betId'>>,
  ): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const rows: Array<{ bet_id: string }> = await manager.query(
      `SELECT o.bet_id FROM offers o
         JOIN unnest($1::uuid[], $2::uuid[]) AS c(offer_id, bet_id) ON o.id = c.offer_id AND o.bet_id = c.bet_id
        WHERE ${from('match', 'o.status')}
        ORDER BY o.id FOR UPDATE OF o`,
      [claims.map((claim) => claim.offerId), claims.map((claim) => claim.betId)],
    );
    return new Set(rows.map((row) => row.bet_id));
  }

  /** The claims of `bets` complete, in one statement; the caller writes the bets in the same transaction. */
  async matchAll(
    manager: EntityManager,
    matches: ReadonlyArray<{ bet: Bet; headers?: Record<string, string> }>,
  ): Promise<Set<string>> {
    if (matches.length === 0) return new Set();
    const bets = matches.map((match) => match.bet);
    const moved = await updateReturning<{ bet_id: string }>(
      manager,
      `WITH matched AS (
         SELECT o.id FROM offers o
           JOIN unnest($1::uuid[], $2::uuid[]) AS b(offer_id, bet_id) ON o.id = b.offer_id AND o.bet_id = b.bet_id
          WHERE ${from('match', 'o.status')}
          ORDER BY o.id FOR UPDATE OF o
       )
       UPDATE offers o SET ${to('match')}, claimed_at = NULL, updated_at = now()
         FROM matched m WHERE o.id = m.id
       RETURNING o.bet_id`,
      [bets.map((bet) => bet.offerId), bets.map((bet) => bet.id)],
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

  /** False unless the offer is the maker's and still open. */
  async cancel(manager: EntityManager, offerId: string, makerId: string): Promise<boolean> {
    const moved = await updateReturning(
      manager,
      `UPDATE offers SET ${to('cancel')}, updated_at = now()
        WHERE id = $1 AND user_id = $2 AND ${from('cancel')} RETURNING id`,
      [offerId, makerId],
    );
    if (moved.length === 0) return false;
    await this.outbox.add(manager, offerCancelled(await manager.findOneByOrFail(Offer, { id: offerId })));
    return true;
  }

  /** Every withdrawable offer of the user; answers them oldest first, each with the claim it had. */
  async withdrawAllOf(manager: EntityManager, userId: string): Promise<MovedOffer[]> {
    const withdrawn = await updateReturning<MovedOffer>(
      manager,
      // The claim's bet id is read under the row lock: a cancelled offer keeps none.
      `WITH withdrawn AS (
         SELECT id, bet_id FROM offers WHERE user_id = $1 AND ${from('withdraw')} ORDER BY id FOR UPDATE
       )
       UPDATE offers o SET ${to('withdraw')}, bet_id = NULL, claimed_at = NULL, updated_at = now()
         FROM withdrawn w WHERE o.id = w.id
       RETURNING o.id, o.user_id, o.amount_cents, w.bet_id, o.created_at`,
      [userId],
    );
    const rows = oldestFirst(withdrawn);
    for (const row of rows) {
      if (row.bet_id) await this.outbox.add(manager, claimAbandoned({ offerId: row.id, betId: row.bet_id }));
      await this.outbox.add(manager, offerCancelled(offerOf(row)));
    }
    return rows;
  }

  /**
   * The offers `dueSql` selects (a `SELECT o.id FROM offers o ...` taking its rows FOR UPDATE SKIP
   * LOCKED), those still open; answers how many expired.
   */
  async expire(manager: EntityManager, dueSql: string, parameters: unknown[]): Promise<number> {
    const rows = await updateReturning<MovedOffer>(
      manager,
      `WITH due AS (${dueSql})
       UPDATE offers o SET ${to('expire')}, updated_at = now()
         FROM due WHERE o.id = due.id AND ${from('expire', 'o.status')}
       RETURNING o.id, o.user_id, o.amount_cents`,
      parameters,
    );
    if (rows.length > 0) await this.outbox.add(manager, ...rows.map((row) => offerExpired(offerOf(row))));
    return rows.length;
  }

  /** Follows its bet, which the caller has just closed under the bet's guard. */
  async close(manager: EntityManager, offerId: string, transition: 'settle' | 'void'): Promise<void> {
    await updateReturning(
      manager,
      `UPDATE offers SET ${to(transition)}, updated_at = now() WHERE id = $1 AND ${from(transition)} RETURNING id`,
      [offerId],
    );
  }
}
