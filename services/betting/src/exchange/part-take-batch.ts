import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  betHoldKey,
  exchangeHolds,
  MIN_PART_CENTS,
  Money,
  offerHoldKey,
  otherSide,
  partHoldKey,
  placeHoldRequest,
} from '@p2p/contracts';
import { AuthUser, ForbiddenError, retryLostRace, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Bet } from '../bets/bet.entity';
import type { BetRow } from '../bets/bet.view';
import { OfferUnavailableError } from '../matching/matching.errors';
import { type Fail, type MatchedBet, TakeGuards } from '../matching/take-guards';
import { Offer } from '../offers/offer.entity';
import { OfferNotFoundError } from '../offers/offer.errors';
import { canReach } from '../offers/private-offers';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError } from '../wallet/wallet.errors';
import { TakePartDto } from './dto/take-part.dto';
import {
  NotAnExchangeOfferError,
  PartHoldsNothingError,
  PartTooLargeError,
  PartTooSmallError,
} from './exchange.errors';
import { PartClaim, PartTransitions } from './part-transitions';

/** A bettor's take of part of an exchange offer, as their request asked for it. */
export interface PartTake {
  taker: AuthUser;
  offerId: string;
  dto: TakePartDto;
  headers?: Record<string, string>;
}

/** A take whose part is claimed: the offer, the claim, and what each side holds for it. */
interface ClaimedPart {
  index: number;
  take: PartTake;
  offer: Offer;
  claim: PartClaim;
  makerHoldCents: bigint;
  takerHoldCents: bigint;
}

/**
 * A batch of takes of parts of exchange offers, each answered exactly as it would be alone: the anatomy
 * of `TakeBatch`, with a part where it claims a whole offer. Three steps, each one round trip for the
 * whole batch: the claims (one transaction serving the takes in order while their parts fit, so twenty
 * takers racing for one offer fill exactly its stake), both holds of every part in one call to the
 * wallet (the taker's from available funds under the bet's key, the maker's share carved out of the
 * offer's hold under the part's key), and one transaction writing every bet whose part is still
 * claimed. A part that cannot complete is given up: its stake goes back on offer and its ClaimAbandoned
 * gives both holds back.
 */
@Injectable()
export class PartTakeBatch {
  private readonly logger = new Logger(PartTakeBatch.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: PartTransitions,
    private readonly wallet: WalletClient,
    private readonly guards: TakeGuards,
  ) {}

  /** Each take's bet, or the error it meets, in the order given. */
  run(takes: readonly PartTake[]): Promise<Array<MatchedBet | Error>> {
    return this.guards.answer(takes, {
      claim: (fail) => this.claim(takes, fail),
      hold: (claimed, fail) => this.hold(claimed, fail),
      complete: (held, fail) => this.complete(held, fail),
    });
  }

  /** Gives parts up (a take that could not finish, or the sweeper's): see `PartTransitions.giveUp`. */
  async giveUp(parts: ReadonlyArray<Pick<PartClaim, 'offerId' | 'betId' | 'headers'>>): Promise<Set<string>> {
    if (parts.length === 0) return new Set();
    return retryLostRace(() =>
      this.dataSource.transaction((manager) => this.transitions.giveUp(manager, parts)),
    );
  }

  private async claim(takes: readonly PartTake[], fail: Fail): Promise<ClaimedPart[]> {
    const offers = await this.guards.offersById(takes.map((take) => take.offerId));
    const candidates: ClaimedPart[] = [];
    const unavailable: Array<{ index: number; offer: Offer }> = [];
    for (const [index, take] of takes.entries()) {
      const offer = offers.get(take.offerId);
      if (!offer || !canReach(offer, { userId: take.taker.id })) {
        fail(index, new OfferNotFoundError());
        continue;
      }
      if (offer.kind !== 'exchange' || offer.odds === null || offer.side === null) {
        fail(index, new NotAnExchangeOfferError());
        continue;
      }
      if (offer.userId === take.taker.id) {
        fail(index, new ForbiddenError('You cannot match your own bet offer'));
        continue;
      }
      const stakeCents = Money.toCents(take.dto.amount);
      if (stakeCents <= 0n) {
        fail(index, new ValidationFailedError('Amount must be greater than 0'));
        continue;
      }
      // Below the smallest part only to take all that is left; what is left now is read again under the claim's lock.
      if (stakeCents < MIN_PART_CENTS && stakeCents !== offer.unmatchedCents) {
        fail(index, new PartTooSmallError());
        continue;
      }
      const holds = exchangeHolds(stakeCents, offer.odds);
      const makerHoldCents = holds[offer.side];
      const takerHoldCents = holds[otherSide(offer.side)];
      if (makerHoldCents === 0n || takerHoldCents === 0n) {
        fail(index, new PartHoldsNothingError());
        continue;
      }
      if (offer.status !== 'open' || offer.unmatchedCents === 0n) {
        unavailable.push({ index, offer });
        continue;
      }
      const claim: PartClaim = {
        offerId: offer.id,
        takerId: take.taker.id,
        betId: randomUUID(),
        stakeCents,
        headers: take.headers,
      };
      candidates.push({ index, take, offer, claim, makerHoldCents, takerHoldCents });
    }

    // The taker's limits count what they hold, their liability when they lay.
    const claimable = await this.guards.withinLimits(
      candidates,
      ({ claim, takerHoldCents }) => ({ userId: claim.takerId, stake: takerHoldCents }),
      fail,
    );
    const kickoffAfter = this.guards.kickoffAfter();
    const refusals = await retryLostRace(() =>
      this.dataSource.transaction((manager) =>
        this.transitions.claimAll(
          manager,
          claimable.map(({ claim }) => claim),
          kickoffAfter,
        ),
      ),
    );
    const lost: Array<{ index: number; offer: Offer }> = [];
    for (const { index, offer, claim, take } of claimable) {
      const refusal = refusals.get(claim.betId);
      if (!refusal) continue;
      if (refusal.why === 'too-large') fail(index, new PartTooLargeError(refusal.unmatchedCents));
      else if (refusal.why === 'taker-suspended') fail(index, await this.guards.blocked(take.taker.id));
      else lost.push({ index, offer });
    }
    await this.guards.answerUnavailable(unavailable, lost, (index) => takes[index].taker.id, fail);
    return claimable.filter(({ claim }) => !refusals.has(claim.betId));
  }

  /** Both holds of each part in one call: the taker's first, then the maker's share carved out of the offer's hold. */
  private async hold(claimed: ClaimedPart[], fail: Fail): Promise<ClaimedPart[]> {
    if (claimed.length === 0) return [];
    const answers = await this.wallet.holdAll(
      claimed.flatMap(({ claim, offer, makerHoldCents, takerHoldCents }) => [
        placeHoldRequest(betHoldKey(claim.betId), claim.takerId, takerHoldCents),
        placeHoldRequest(partHoldKey(claim.betId), offer.userId, makerHoldCents, offerHoldKey(offer.id)),
      ]),
    );
    const unheld = claimed.flatMap((part, position) => {
      const taker = answers[2 * position];
      const maker = answers[2 * position + 1];
      if (taker instanceof Error) return [{ part, error: taker }];
      // Refused, the offer's hold no longer has the share: it was cancelled, or a part given up is not back in it yet.
      return maker instanceof Error ? [{ part, error: maker }] : [];
    });
    // Whatever the answers (refused, or unknown and perhaps held), the part's ClaimAbandoned settles both.
    await this.giveUpOrLeaveToSweeper(unheld.map(({ part }) => part.claim));
    for (const { part, error } of unheld) {
      fail(part.index, error instanceof HoldRefusedError ? new OfferUnavailableError() : error);
    }
    const failed = new Set(unheld.map(({ part }) => part.claim.betId));
    return claimed.filter(({ claim }) => !failed.has(claim.betId));
  }

  private complete(held: ClaimedPart[], fail: Fail): Promise<Array<{ index: number; row: BetRow }>> {
    return this.guards.writeBets(held, fail, {
      partiesOf: ({ offer, claim, takerHoldCents }) => ({
        betId: claim.betId,
        matchId: offer.matchId,
        makerId: offer.userId,
        takerId: claim.takerId,
        // The taker's limits count what they hold: their liability when they lay.
        stakeCents: takerHoldCents,
      }),
      lockClaims: (manager, parts) =>
        this.transitions.lockClaimed(
          manager,
          parts.map(({ claim }) => claim.betId),
        ),
      betOf: (manager, part) => this.betOf(manager, part),
      matchAll: (manager, matches) =>
        this.transitions.matchAll(
          manager,
          matches.map(({ take, bet }) => ({ bet, headers: take.take.headers })),
        ),
      giveUp: (parts) => this.giveUpOrLeaveToSweeper(parts.map(({ claim }) => claim)),
    });
  }

  /** Both sides name the offer's selection; `makerSide` says who backed it. */
  private betOf(
    manager: EntityManager,
    { take, offer, claim, makerHoldCents, takerHoldCents }: ClaimedPart,
  ): Bet {
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
      takerSelection: offer.selection,
      amountCents: makerHoldCents,
      takerAmountCents: takerHoldCents,
      odds: offer.odds,
      makerSide: offer.side,
      commissionCents: null,
      takerDescription: null,
      status: 'matched',
      result: null,
      winnerId: null,
      settledAt: null,
      settledBy: null,
      settlementReason: null,
    });
  }

  private async giveUpOrLeaveToSweeper(claims: PartClaim[]): Promise<void> {
    await this.giveUp(claims).catch((failure) =>
      this.logger.warn(`Giving up ${claims.length} part(s) failed, the sweeper will: ${String(failure)}`),
    );
  }
}
