import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { betHoldKey, placeHoldRequest, Selection } from '@p2p/contracts';
import { AuthUser, ForbiddenError, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Bet } from '../bets/bet.entity';
import type { BetRow } from '../bets/bet.view';
import { Offer } from '../offers/offer.entity';
import { OfferNotFoundError } from '../offers/offer.errors';
import { Claim, isAllowed, OfferTransitions } from '../offers/offer-transitions';
import { canReach } from '../offers/private-offers';
import { normalizeSelection } from '../offers/selection';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError } from '../wallet/wallet.errors';
import { NotAnEvenMoneyOfferError } from '../exchange/exchange.errors';
import { isAllowedCounter } from './counter-selection';
import { MatchOfferDto } from './dto/match-offer.dto';
import { OfferUnavailableError } from './matching.errors';
import { type Fail, type MatchedBet, TakeGuards } from './take-guards';

/** A bettor's take of an offer, as their request asked for it. */
export interface Take {
  taker: AuthUser;
  offerId: string;
  dto: MatchOfferDto;
  /** The request's event headers: the events this take writes carry its own. */
  headers?: Record<string, string>;
}

export type { MatchedBet } from './take-guards';

/** A take whose claim is made: the offer it claimed, and its bet's id and side. */
interface ClaimedTake {
  index: number;
  take: Take;
  offer: Offer;
  claim: Claim;
  counterSelection: Selection;
}

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
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly guards: TakeGuards,
  ) {}

  /** Each take's bet, or the error it meets, in the order given. */
  run(takes: readonly Take[]): Promise<Array<MatchedBet | Error>> {
    return this.guards.answer(takes, {
      claim: (fail) => this.claim(takes, fail),
      hold: (claimed, fail) => this.hold(claimed, fail),
      complete: (held, fail) => this.complete(held, fail),
    });
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
    const offers = await this.guards.offersById(takes.map((take) => take.offerId));
    const candidates: ClaimedTake[] = [];
    const unavailable: Array<{ index: number; offer: Offer }> = [];
    for (const [index, take] of takes.entries()) {
      const offer = offers.get(take.offerId);
      // A private offer is there only for whoever it is for, or holds its current link.
      if (!offer || !canReach(offer, { userId: take.taker.id, linkToken: take.dto.linkToken })) {
        fail(index, new OfferNotFoundError());
        continue;
      }
      if (offer.kind !== 'even') {
        fail(index, new NotAnEvenMoneyOfferError());
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

    const claimable = await this.guards.withinLimits(
      candidates,
      ({ claim }) => ({ userId: claim.takerId, stake: claim.stakeCents }),
      fail,
    );
    const claimedBets = await this.transitions.claimAll(
      this.dataSource.manager,
      claimable.map(({ claim }) => claim),
      this.guards.kickoffAfter(),
    );
    const lost = claimable.filter(({ claim }) => !claimedBets.has(claim.betId));
    await this.guards.answerUnavailable(unavailable, lost, (index) => takes[index].taker.id, fail);
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

  private complete(held: ClaimedTake[], fail: Fail): Promise<Array<{ index: number; row: BetRow }>> {
    return this.guards.writeBets(held, fail, {
      partiesOf: ({ offer, claim }) => ({
        betId: claim.betId,
        matchId: offer.matchId,
        makerId: offer.userId,
        takerId: claim.takerId,
        stakeCents: claim.stakeCents,
      }),
      lockClaims: (manager, takes) =>
        this.transitions.lockClaims(
          manager,
          takes.map(({ claim }) => claim),
        ),
      betOf: (manager, take) => this.betOf(manager, take),
      matchAll: (manager, matches) =>
        this.transitions.matchAll(
          manager,
          matches.map(({ take, bet }) => ({ bet, headers: take.take.headers })),
        ),
      giveUp: (takes) => this.giveUpOrLeaveToSweeper(takes.map(({ claim }) => claim)),
    });
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
      takerAmountCents: null,
      odds: null,
      makerSide: null,
      commissionCents: null,
      takerDescription: take.dto.description?.trim() || null,
      status: 'matched',
      result: null,
      winnerId: null,
      settledAt: null,
      settledBy: null,
      settlementReason: null,
    });
  }

  private async giveUpOrLeaveToSweeper(claims: Claim[]): Promise<void> {
    await this.giveUp(claims).catch((failure) =>
      this.logger.warn(`Giving up ${claims.length} claim(s) failed, the sweeper will: ${String(failure)}`),
    );
  }
}
