import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { betHoldKey, NON_BETTABLE_STATUSES, PeerBet, placeHoldRequest, Selection } from '@p2p/contracts';
import {
  AuthUser,
  CONFIG,
  ForbiddenError,
  retryLostRace,
  ValidationFailedError,
  CLOCK,
  type Clock,
} from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { Bet } from '../bets/bet.entity';
import { BetQueries } from '../bets/bet.queries';
import { BetRow, toPeerBetView } from '../bets/bet.view';
import { BettingLimitReachedError } from '../limits/limits.errors';
import { LimitsService } from '../limits/limits.service';
import { earliestBettableKickoff, isOpenForBetting } from '../matches/betting-window';
import { Match } from '../matches/match.entity';
import { Offer } from '../offers/offer.entity';
import { OfferNotFoundError } from '../offers/offer.errors';
import { Claim, isAllowed, OfferTransitions } from '../offers/offer-transitions';
import { canReach } from '../offers/private-offers';
import { normalizeSelection } from '../offers/selection';
import { AccountSuspendedError } from '../users/account-suspended.error';
import { Suspensions } from '../users/suspensions';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError } from '../wallet/wallet.errors';
import { isAllowedCounter } from './counter-selection';
import { MatchOfferDto } from './dto/match-offer.dto';
import { OfferExpiredError, OfferUnavailableError } from './matching.errors';

/** A bettor's take of an offer, as their request asked for it. */
export interface Take {
  taker: AuthUser;
  offerId: string;
  dto: MatchOfferDto;
  /** The request's event headers: the events this take writes carry its own. */
  headers?: Record<string, string>;
}

export interface MatchedBet {
  bet: PeerBet;
  /** The maker's display name, for 'Betting against {name}'. */
  opponentName: string;
}

/** A take whose claim is made: the offer it claimed, and its bet's id and side. */
interface ClaimedTake {
  index: number;
  take: Take;
  offer: Offer;
  claim: Claim;
  counterSelection: Selection;
}

/** Why a held take's bet was not written, decided in the bet's transaction. */
type Miss = 'match-closed' | 'taker-suspended' | 'claim-lost' | BettingLimitReachedError;

type Fail = (index: number, error: Error) => void;

/** A claim as giving it up names it: the offer and the bet it was for. */
export type ClaimOf = Pick<Claim, 'offerId' | 'betId' | 'headers'>;

/**
 * A batch of takes, each answered exactly as it would be alone. Three steps, each one round trip for
 * the whole batch: the claims (one conditional UPDATE, so of any number of racing takers exactly one
 * gets an offer and no loser ever reaches the wallet), the takers' stakes held by one call to the
 * wallet under each bet's key, and one transaction writing every bet whose claim still holds. A claim
 * that cannot complete is given back (its ClaimAbandoned releases the hold). A suspended user takes no
 * offer, and their own offers cannot be taken.
 */
@Injectable()
export class TakeBatch {
  private readonly logger = new Logger(TakeBatch.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly bets: BetQueries,
    private readonly suspensions: Suspensions,
    private readonly limits: LimitsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Each take's bet, or the error it meets, in the order given. */
  async run(takes: readonly Take[]): Promise<Array<MatchedBet | Error>> {
    const answers: Array<MatchedBet | Error | undefined> = takes.map(() => undefined);
    const fail: Fail = (index, error) => (answers[index] = error);
    const claimed = await this.claim(takes, fail);
    const held = await this.hold(claimed, fail);
    const written = await this.complete(held, fail);
    for (const { index, row } of written) {
      answers[index] = { bet: toPeerBetView(row, takes[index].taker.id), opponentName: row.maker_name };
    }
    return answers.map((answer) => answer ?? new Error('A take of the batch went unanswered'));
  }

  /**
   * Giving a claim up moves the offer back to open only while the claim is still this bet's, so a late
   * call never undoes a newer claim; its ClaimAbandoned, in the same transaction, has the wallet
   * release the taker's hold, or refuse it if it has not arrived yet.
   */
  async giveUp(claims: ReadonlyArray<ClaimOf>): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    return this.dataSource.transaction((manager) => this.transitions.giveUpClaims(manager, claims));
  }

  private async claim(takes: readonly Take[], fail: Fail): Promise<ClaimedTake[]> {
    const offers = await this.offersById(takes.map((take) => take.offerId));
    const candidates: ClaimedTake[] = [];
    const unavailable: Array<{ index: number; offer: Offer }> = [];
    for (const [index, take] of takes.entries()) {
      const offer = offers.get(take.offerId);
      // A private offer is there only for whoever it is for, or holds its current link.
      if (!offer || !canReach(offer, { userId: take.taker.id, linkToken: take.dto.linkToken })) {
        fail(index, new OfferNotFoundError());
        continue;
      }
      if (offer.userId === take.taker.id) {
        fail(index, new ForbiddenError('You cannot match your own bet offer'));
        continue;
      }
      const counterSelection = normalizeSelection(take.dto.counterSelection) as Selection;
      if (!isAllowedCounter(offer.selection, counterSelection)) {
        fail(index, new ValidationFailedError('Invalid counter selection'));
        continue;
      }
      // Taken, cancelled or expired already: most losing takers of a race stop here, without a write.
      if (!isAllowed('claim', offer.status)) {
        unavailable.push({ index, offer });
        continue;
      }
      // Even money: the taker stakes what the maker did, the whole offer.
      const claim: Claim = {
        offerId: offer.id,
        takerId: take.taker.id,
        betId: randomUUID(),
        stakeCents: offer.amountCents,
        headers: take.headers,
      };
      candidates.push({ index, take, offer, claim, counterSelection });
    }

    // Past the taker's own limits: said before the claim, so no claim or hold is made and undone.
    const early = await this.limits.earlyRefusals(
      candidates.map(({ claim }) => ({ userId: claim.takerId, stake: claim.stakeCents })),
    );
    const claimable = candidates.filter(({ index }, position) => {
      const refused = early[position];
      if (refused) fail(index, refused);
      return !refused;
    });
    const kickoffAfter = earliestBettableKickoff(this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
    const claimedBets = await this.transitions.claimAll(
      this.dataSource.manager,
      claimable.map(({ claim }) => claim),
      kickoffAfter,
    );
    const lost = claimable.filter(({ claim }) => !claimedBets.has(claim.betId));
    if (lost.length > 0) {
      const now = await this.offersById(lost.map(({ offer }) => offer.id));
      unavailable.push(...lost.map(({ index, offer }) => ({ index, offer: now.get(offer.id) ?? offer })));
    }
    // The losers only: one read each for the reason, which the winners never pay.
    for (const { index, offer } of unavailable) fail(index, await this.whyUnavailable(offer, takes[index]));
    return claimable.filter(({ claim }) => claimedBets.has(claim.betId));
  }

  private async hold(claimed: ClaimedTake[], fail: Fail): Promise<ClaimedTake[]> {
    if (claimed.length === 0) return [];
    const answers = await this.wallet.holdAll(
      claimed.map(({ claim }) => placeHoldRequest(betHoldKey(claim.betId), claim.takerId, claim.stakeCents)),
    );
    const unheld = claimed.flatMap((take, position) => {
      const error = answers[position];
      return error instanceof Error ? [{ take, error }] : [];
    });
    // Whatever the answer (refused, or unknown and perhaps held), the claim's ClaimAbandoned settles it.
    await this.giveUpOrLeaveToSweeper(unheld.map(({ take }) => take.claim));
    for (const { take, error } of unheld) {
      // Released before it arrived: the sweeper took this claim back, the offer went on without us.
      fail(take.index, error instanceof HoldRefusedError ? new OfferUnavailableError() : error);
    }
    return claimed.filter((_, position) => !(answers[position] instanceof Error));
  }

  private async complete(held: ClaimedTake[], fail: Fail): Promise<Array<{ index: number; row: BetRow }>> {
    if (held.length === 0) return [];
    const { misses, rows } = await retryLostRace(() =>
      this.dataSource.transaction((manager) => this.writeBets(manager, held)),
    );
    const missed = held.filter(({ claim }) => misses.has(claim.betId));
    await this.giveUpOrLeaveToSweeper(missed.map(({ claim }) => claim));
    for (const take of missed)
      fail(take.index, await this.errorOf(misses.get(take.claim.betId) as Miss, take));
    const byBet = new Map(rows.map((row) => [row.id, row]));
    return held.flatMap(({ index, claim }) => {
      const row = byBet.get(claim.betId);
      return row ? [{ index, row }] : [];
    });
  }

  /**
   * One transaction for the batch's bets: every check is decided here, under the locks that order it
   * against settlement, suspensions and the takers' other stakes (an early answer may be stale by now).
   */
  private async writeBets(
    manager: EntityManager,
    held: ClaimedTake[],
  ): Promise<{ misses: Map<string, Miss>; rows: BetRow[] }> {
    const misses = new Map<string, Miss>();
    /** Records why the take's bet is not written; false, to drop it from the takes still going. */
    const drop = (take: ClaimedTake, why: Miss): false => {
      misses.set(take.claim.betId, why);
      return false;
    };
    // Shares the lock settlement takes to finish a match: a bet is either written before its match
    // finishes (and settled with it) or not at all.
    const bettable = await this.lockBettableMatches(
      manager,
      held.map(({ offer }) => offer.matchId),
    );
    let live = held.filter((take) => bettable.has(take.offer.matchId) || drop(take, 'match-closed'));
    // Both parties' locks, shared: a suspension of either waits for these bets, or they read it.
    const suspended = new Set(
      await this.suspensions.suspendedAmong(
        manager,
        live.flatMap(({ offer, claim }) => [offer.userId, claim.takerId]),
      ),
    );
    live = live.filter((take) => {
      if (suspended.has(take.claim.takerId)) return drop(take, 'taker-suspended');
      return !suspended.has(take.offer.userId) || drop(take, 'claim-lost');
    });
    // Locked, these claims can only complete now: each stake below counts the batch's earlier ones.
    const claimed = await this.transitions.lockClaims(
      manager,
      live.map(({ claim }) => claim),
    );
    const lostClaims = live.filter(({ claim }) => !claimed.has(claim.betId));
    live = live.filter(({ claim }) => claimed.has(claim.betId));
    // A lost claim still hears of its limit first, as alone; it comes last so it counts for no one.
    const checked = [...live, ...lostClaims];
    const overLimit = await this.limits.refusals(
      manager,
      checked.map(({ claim }) => ({ userId: claim.takerId, stake: claim.stakeCents })),
    );
    checked.forEach((take, position) => {
      const refused = overLimit[position];
      if (refused) drop(take, refused);
      else if (!claimed.has(take.claim.betId)) drop(take, 'claim-lost');
    });
    live = live.filter(({ claim }) => !misses.has(claim.betId));

    const bets = live.map((take) => this.betOf(manager, take));
    const matched = await this.transitions.matchAll(
      manager,
      live.map((take, position) => ({ bet: bets[position], headers: take.take.headers })),
    );
    live.forEach((take) => matched.has(take.claim.betId) || drop(take, 'claim-lost'));
    const written = bets.filter((bet) => matched.has(bet.id));
    if (written.length > 0) await manager.insert(Bet, written);
    return {
      misses,
      rows: await this.bets.rows(
        manager,
        written.map((bet) => bet.id),
      ),
    };
  }

  /** Locks the matches shared, in id order; answers those still open for bets. */
  private async lockBettableMatches(manager: EntityManager, matchIds: string[]): Promise<Set<string>> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM matches WHERE id = ANY($1) AND status <> ALL($2) ORDER BY id FOR SHARE`,
      [[...new Set(matchIds)], NON_BETTABLE_STATUSES],
    );
    return new Set(rows.map((row) => row.id));
  }

  private betOf(manager: EntityManager, { take, offer, claim, counterSelection }: ClaimedTake): Bet {
    return manager.create(Bet, {
      id: claim.betId,
      offerId: offer.id,
      matchId: offer.matchId,
      makerId: offer.userId,
      makerUsername: offer.username,
      makerName: offer.userName,
      makerSelection: offer.selection,
      takerId: take.taker.id,
      takerUsername: take.taker.username,
      takerName: take.taker.name,
      takerSelection: counterSelection,
      amountCents: claim.stakeCents,
      takerDescription: take.dto.description?.trim() || null,
      status: 'matched',
      result: null,
      winnerId: null,
      settledAt: null,
      settledBy: null,
      settlementReason: null,
    });
  }

  private async errorOf(why: Miss, { take }: ClaimedTake): Promise<Error> {
    if (why instanceof BettingLimitReachedError) return why;
    if (why === 'taker-suspended') {
      return (
        (await this.suspensions.whyBlocked(this.dataSource.manager, take.taker.id)) ??
        new AccountSuspendedError()
      );
    }
    return why === 'match-closed' ? new OfferExpiredError() : new OfferUnavailableError();
  }

  private async whyUnavailable(
    offer: Offer,
    take: Take,
  ): Promise<ForbiddenError | OfferExpiredError | OfferUnavailableError> {
    const blocked = await this.suspensions.whyBlocked(this.dataSource.manager, take.taker.id);
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

  private async offersById(ids: string[]): Promise<Map<string, Offer>> {
    const offers = await this.dataSource.getRepository(Offer).findBy({ id: In([...new Set(ids)]) });
    return new Map(offers.map((offer) => [offer.id, offer]));
  }

  private async giveUpOrLeaveToSweeper(claims: Claim[]): Promise<void> {
    await this.giveUp(claims).catch((failure) =>
      this.logger.warn(`Giving up ${claims.length} claim(s) failed, the sweeper will: ${String(failure)}`),
    );
  }
}
