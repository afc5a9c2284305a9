import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NON_BETTABLE_STATUSES, type PeerBet } from '@p2p/contracts';
import { CLOCK, type Clock, CONFIG, ForbiddenError, retryLostRace } from '@p2p/service-kit';
import { DataSource, EntityManager, In } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { Bet } from '../bets/bet.entity';
import { BetQueries } from '../bets/bet.queries';
import { type BetRow, toPeerBetView } from '../bets/bet.view';
import { BettingLimitReachedError } from '../limits/limits.errors';
import { LimitsService } from '../limits/limits.service';
import { earliestBettableKickoff, isOpenForBetting } from '../matches/betting-window';
import { Match } from '../matches/match.entity';
import { Offer } from '../offers/offer.entity';
import { AccountSuspendedError } from '../users/account-suspended.error';
import { Suspensions } from '../users/suspensions';
import { OfferExpiredError, OfferUnavailableError } from './matching.errors';

/** Why a held take's bet was not written, decided in the bet's transaction. */
export type Miss = 'match-closed' | 'taker-suspended' | 'claim-lost' | BettingLimitReachedError;

/** What the checks of a take read: its bet, match, both sides, and what the taker stakes (or risks). */
export interface TakeParties {
  betId: string;
  matchId: string;
  makerId: string;
  takerId: string;
  stakeCents: bigint;
}

export interface MatchedBet {
  bet: PeerBet;
  /** The maker's display name, for 'Betting against {name}'. */
  opponentName: string;
}

/** Answers take `index` of the batch with an error: it goes no further. */
export type Fail = (index: number, error: Error) => void;

/**
 * A batch's three steps, whole offers' or parts': each takes what the one before it carried and fails
 * (answers) the takes it cannot carry on.
 */
export interface TakeSteps<C, H extends HeldTake> {
  claim(fail: Fail): Promise<C[]>;
  hold(claimed: C[], fail: Fail): Promise<H[]>;
  complete(held: H[], fail: Fail): Promise<Array<{ index: number; row: BetRow }>>;
}

/** A held take as the bets' transaction sees it: where its answer goes. */
export interface HeldTake {
  index: number;
}

/** What differs between a whole offer's takes and a part's, for the bets' transaction. */
export interface BetWriting<T extends HeldTake> {
  partiesOf(take: T): TakeParties;
  /** Locks the takes' claims in a fixed order; answers the bet ids whose claim still holds. */
  lockClaims(manager: EntityManager, takes: T[]): Promise<Set<string>>;
  betOf(manager: EntityManager, take: T): Bet;
  /** Completes the claims of these takes' bets, with their events; answers the bet ids it completed. */
  matchAll(manager: EntityManager, matches: ReadonlyArray<{ take: T; bet: Bet }>): Promise<Set<string>>;
  /** Gives up claims whose bets were not written (their ClaimAbandoned releases the holds). */
  giveUp(takes: T[]): Promise<void>;
}

/**
 * The steps every take shares, a whole offer's (`TakeBatch`) or a part's (`PartTakeBatch`): the
 * decision in the bet's transaction, under the locks that order it against settlement, suspensions and
 * the taker's other stakes, the bets' writing, and the words a take that failed is answered with.
 */
@Injectable()
export class TakeGuards {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly suspensions: Suspensions,
    private readonly limits: LimitsService,
    private readonly bets: BetQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Runs a batch's steps; answers each take's bet, or the error it met, in the order given. */
  async answer<C, H extends HeldTake>(
    takes: ReadonlyArray<{ taker: { id: string } }>,
    steps: TakeSteps<C, H>,
  ): Promise<Array<MatchedBet | Error>> {
    const answers: Array<MatchedBet | Error | undefined> = takes.map(() => undefined);
    const fail: Fail = (index, error) => (answers[index] = error);
    const claimed = await steps.claim(fail);
    const held = await steps.hold(claimed, fail);
    const written = await steps.complete(held, fail);
    for (const { index, row } of written) {
      answers[index] = { bet: toPeerBetView(row, takes[index].taker.id), opponentName: row.maker_name };
    }
    return answers.map((answer) => answer ?? new Error('A take of the batch went unanswered'));
  }

  /**
   * One transaction for the batch's bets (retried when it loses a race): the checks decided (`decide`),
   * the claims completed and the bets written. A take whose bet was not written is given up and
   * answered why; answers the rows of those written, with their takes' indexes.
   */
  async writeBets<T extends HeldTake>(
    held: T[],
    fail: Fail,
    writing: BetWriting<T>,
  ): Promise<Array<{ index: number; row: BetRow }>> {
    if (held.length === 0) return [];
    const { misses, rows } = await retryLostRace(() =>
      this.dataSource.transaction(async (manager) => {
        const decided = await this.decide(manager, held, writing.partiesOf, (takes) =>
          writing.lockClaims(manager, takes),
        );
        const bets = decided.live.map((take) => writing.betOf(manager, take));
        const matched = await writing.matchAll(
          manager,
          decided.live.map((take, position) => ({ take, bet: bets[position] })),
        );
        for (const bet of bets) if (!matched.has(bet.id)) decided.misses.set(bet.id, 'claim-lost');
        const written = bets.filter((bet) => matched.has(bet.id));
        if (written.length > 0) await manager.insert(Bet, written);
        return {
          misses: decided.misses,
          rows: await this.bets.rows(
            manager,
            written.map((bet) => bet.id),
          ),
        };
      }),
    );
    const missed = held.filter((take) => misses.has(writing.partiesOf(take).betId));
    await writing.giveUp(missed);
    for (const take of missed) {
      const { betId, takerId } = writing.partiesOf(take);
      fail(take.index, await this.errorOf(misses.get(betId) as Miss, takerId));
    }
    const byBet = new Map(rows.map((row) => [row.id, row]));
    return held.flatMap((take) => {
      const row = byBet.get(writing.partiesOf(take).betId);
      return row ? [{ index: take.index, row }] : [];
    });
  }

  /** The earliest kick-off a claim may still be made for. */
  kickoffAfter(): Date {
    return earliestBettableKickoff(this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
  }

  async offersById(ids: string[]): Promise<Map<string, Offer>> {
    const offers = await this.dataSource.getRepository(Offer).findBy({ id: In([...new Set(ids)]) });
    return new Map(offers.map((offer) => [offer.id, offer]));
  }

  /**
   * Which held takes may become bets, in the bet's transaction: the match still bettable (its lock,
   * shared, is the one settlement takes to finish it: a bet is written before it finishes or not at
   * all), neither side suspended (their locks, shared: a suspension waits for these bets or is read),
   * the claim still the take's (`lockClaims` locks them; until the transaction ends only the bets'
   * writing moves them), and the taker's limits, each stake counting the batch's earlier ones. A lost
   * claim still hears of its limit first, as alone; it comes last so it counts for no one. Answers the
   * takes still live, in order, and why each other one missed.
   */
  async decide<T>(
    manager: EntityManager,
    takes: readonly T[],
    partiesOf: (take: T) => TakeParties,
    lockClaims: (takes: T[]) => Promise<Set<string>>,
  ): Promise<{ live: T[]; misses: Map<string, Miss> }> {
    const misses = new Map<string, Miss>();
    const drop = (take: T, why: Miss): false => {
      misses.set(partiesOf(take).betId, why);
      return false;
    };
    const bettable = await this.lockBettableMatches(
      manager,
      takes.map((take) => partiesOf(take).matchId),
    );
    let live = takes.filter((take) => bettable.has(partiesOf(take).matchId) || drop(take, 'match-closed'));
    const suspended = new Set(
      await this.suspensions.suspendedAmong(
        manager,
        live.flatMap((take) => [partiesOf(take).makerId, partiesOf(take).takerId]),
      ),
    );
    live = live.filter((take) => {
      const { makerId, takerId } = partiesOf(take);
      if (suspended.has(takerId)) return drop(take, 'taker-suspended');
      return !suspended.has(makerId) || drop(take, 'claim-lost');
    });
    const claimed = await lockClaims(live);
    const lostClaims = live.filter((take) => !claimed.has(partiesOf(take).betId));
    live = live.filter((take) => claimed.has(partiesOf(take).betId));
    const checked = [...live, ...lostClaims];
    const overLimit = await this.limits.refusals(
      manager,
      checked.map((take) => ({ userId: partiesOf(take).takerId, stake: partiesOf(take).stakeCents })),
    );
    checked.forEach((take, position) => {
      const refused = overLimit[position];
      if (refused) drop(take, refused);
      else if (!claimed.has(partiesOf(take).betId)) drop(take, 'claim-lost');
    });
    return { live: live.filter((take) => !misses.has(partiesOf(take).betId)), misses };
  }

  /** What a take that missed in the bet's transaction is answered. */
  async errorOf(why: Miss, takerId: string): Promise<Error> {
    if (why instanceof BettingLimitReachedError) return why;
    if (why === 'taker-suspended') return this.blocked(takerId);
    return why === 'match-closed' ? new OfferExpiredError() : new OfferUnavailableError();
  }

  /** The suspension or break that keeps this taker from betting. */
  async blocked(takerId: string): Promise<Error> {
    return (
      (await this.suspensions.whyBlocked(this.dataSource.manager, takerId)) ?? new AccountSuspendedError()
    );
  }

  /**
   * Answers now the takes past their taker's own limits (`stakeOf`: what the taker would hold), so no
   * claim or hold is made and undone for them; answers the others, in order.
   */
  async withinLimits<T extends HeldTake>(
    candidates: T[],
    stakeOf: (take: T) => { userId: string; stake: bigint },
    fail: Fail,
  ): Promise<T[]> {
    const refusals = await this.limits.earlyRefusals(candidates.map(stakeOf));
    return candidates.filter(({ index }, position) => {
      const refused = refusals[position];
      if (refused) fail(index, refused);
      return !refused;
    });
  }

  /**
   * Answers the takes that found their offer unavailable, and those that lost it to another claim (the
   * offer read again now, as the claim left it), with why: one read each, which the winners never pay.
   */
  async answerUnavailable(
    unavailable: ReadonlyArray<{ index: number; offer: Offer }>,
    lost: ReadonlyArray<{ index: number; offer: Offer }>,
    takerOf: (index: number) => string,
    fail: Fail,
  ): Promise<void> {
    const now = lost.length > 0 ? await this.offersById(lost.map(({ offer }) => offer.id)) : new Map();
    const all = [
      ...unavailable,
      ...lost.map(({ index, offer }) => ({ index, offer: now.get(offer.id) ?? offer })),
    ];
    for (const { index, offer } of all) fail(index, await this.whyUnavailable(offer, takerOf(index)));
  }

  /** Why an offer the take could not claim is not there for it: the losers only pay this read. */
  async whyUnavailable(
    offer: Offer,
    takerId: string,
  ): Promise<ForbiddenError | OfferExpiredError | OfferUnavailableError> {
    const blocked = await this.suspensions.whyBlocked(this.dataSource.manager, takerId);
    if (blocked) return blocked;
    if (offer.status === 'expired') return new OfferExpiredError();
    if (offer.status === 'open') {
      const match = await this.dataSource.getRepository(Match).findOneByOrFail({ id: offer.matchId });
      if (!isOpenForBetting(match, this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE)) {
        return new OfferExpiredError();
      }
    }
    return new OfferUnavailableError();
  }

  /** Locks the matches shared, in id order; answers those still open for bets. */
  private async lockBettableMatches(manager: EntityManager, matchIds: string[]): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM matches WHERE id = ANY($1) AND status <> ALL($2) ORDER BY id FOR SHARE`,
      [[...new Set(matchIds)], NON_BETTABLE_STATUSES],
    );
    return new Set(rows.map((row) => row.id));
  }
}
