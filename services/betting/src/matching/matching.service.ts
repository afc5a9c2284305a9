import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { betHoldKey, NON_BETTABLE_STATUSES, PeerBet, Selection } from '@p2p/contracts';
import { AuthUser, CONFIG, ForbiddenError, ValidationFailedError } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { Bet } from '../bets/bet.entity';
import { BetQueries } from '../bets/bet.queries';
import { toPeerBetView } from '../bets/bet.view';
import { BettingLimitReachedError } from '../limits/limits.errors';
import { LimitsService } from '../limits/limits.service';
import { earliestBettableKickoff, isOpenForBetting } from '../matches/betting-window';
import { Match } from '../matches/match.entity';
import { Offer } from '../offers/offer.entity';
import { OfferNotFoundError } from '../offers/offer.errors';
import { isAllowed, OfferTransitions } from '../offers/offer-transitions';
import { canReach } from '../offers/private-offers';
import { normalizeSelection } from '../offers/selection';
import { AccountSuspendedError } from '../users/account-suspended.error';
import { Suspensions } from '../users/suspensions';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError } from '../wallet/wallet.errors';
import { isAllowedCounter } from './counter-selection';
import { MatchOfferDto } from './dto/match-offer.dto';
import { OfferExpiredError, OfferUnavailableError } from './matching.errors';

export interface MatchedBet {
  bet: PeerBet;
  /** The maker's display name, for 'Betting against {name}'. */
  opponentName: string;
}

/**
 * Taking an offer: claim it with one conditional UPDATE (so of any number of racing takers exactly
 * one gets it and no loser ever reaches the wallet), hold the taker's stake under the bet's key,
 * then write the bet. A claim that cannot complete is given back and its hold released. A suspended
 * user takes no offer, and their own offers cannot be taken.
 */
@Injectable()
export class MatchingService {
  private readonly logger = new Logger(MatchingService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly bets: BetQueries,
    private readonly suspensions: Suspensions,
    private readonly limits: LimitsService,
  ) {}

  async match(taker: AuthUser, offerId: string, dto: MatchOfferDto): Promise<MatchedBet> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId });
    // A private offer is there only for whoever it is for, or holds its current link.
    if (!offer || !canReach(offer, { userId: taker.id, linkToken: dto.linkToken }))
      throw new OfferNotFoundError();
    if (offer.userId === taker.id) throw new ForbiddenError('You cannot match your own bet offer');
    const counterSelection = normalizeSelection(dto.counterSelection) as Selection;
    if (!isAllowedCounter(offer.selection, counterSelection)) {
      throw new ValidationFailedError('Invalid counter selection');
    }

    // Taken, cancelled or expired already: most losing takers of a race stop here, without a write.
    if (!isAllowed('claim', offer.status)) throw await this.whyUnavailable(offer, taker);
    // Past the taker's own limits: said before the claim, so no claim or hold is made and undone.
    await this.limits.checkEarly(taker.id, offer.amountCents);
    const betId = randomUUID();
    if (!(await this.claim(offer, taker, betId))) {
      throw await this.whyUnavailable(
        await this.dataSource.getRepository(Offer).findOneByOrFail({ id: offer.id }),
        taker,
      );
    }
    await this.holdTakerStake(offer, taker, betId);
    await this.complete(offer, taker, {
      betId,
      counterSelection,
      description: dto.description?.trim() || null,
    });

    const row = await this.bets.row(betId);
    if (!row) throw new Error(`Bet ${betId} vanished after matching`);
    return { bet: toPeerBetView(row, taker.id), opponentName: row.maker_name };
  }

  /**
   * Gives a claim up: the offer goes back to open (only if the claim is still this bet's, so a late
   * call never undoes a newer claim), and its ClaimAbandoned, in the same transaction, has the wallet
   * release the taker's hold, or refuse it if it has not arrived yet.
   */
  giveUpClaim(offerId: string, betId: string): Promise<boolean> {
    return this.dataSource.transaction((manager) => this.transitions.giveUpClaim(manager, offerId, betId));
  }

  private claim(offer: Offer, taker: AuthUser, betId: string): Promise<boolean> {
    const kickoffAfter = earliestBettableKickoff(new Date(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
    return this.transitions.claim(this.dataSource.manager, {
      offerId: offer.id,
      takerId: taker.id,
      betId,
      kickoffAfter,
    });
  }

  private async whyUnavailable(
    offer: Offer,
    taker: AuthUser,
  ): Promise<ForbiddenError | OfferExpiredError | OfferUnavailableError> {
    const blocked = await this.suspensions.whyBlocked(this.dataSource.manager, taker.id);
    if (blocked) return blocked;
    if (offer.status === 'expired') return new OfferExpiredError();
    if (offer.status === 'open') {
      const match = await this.dataSource.getRepository(Match).findOneByOrFail({ id: offer.matchId });
      if (!isOpenForBetting(match, new Date(), this.config.BETTING_CLOSES_MINUTES_BEFORE)) {
        return new OfferExpiredError();
      }
    }
    return new OfferUnavailableError();
  }

  private async holdTakerStake(offer: Offer, taker: AuthUser, betId: string): Promise<void> {
    try {
      await this.wallet.hold(betHoldKey(betId), taker.id, offer.amountCents);
    } catch (error) {
      // Whatever the answer (refused, or unknown and perhaps held), the claim's ClaimAbandoned settles it.
      await this.giveUpClaim(offer.id, betId).catch((failure) =>
        this.logger.warn(`Giving up claim ${betId} failed, the sweeper will: ${String(failure)}`),
      );
      // Released before it arrived: the sweeper took this claim back, the offer went on without us.
      if (error instanceof HoldRefusedError) throw new OfferUnavailableError();
      throw error;
    }
  }

  private async complete(
    offer: Offer,
    taker: AuthUser,
    side: { betId: string; counterSelection: Selection; description: string | null },
  ): Promise<void> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      // Shares the lock settlement takes to finish the match: a bet is either written before the
      // match finishes (and settled with it) or not at all.
      const match = await manager.findOne(Match, {
        where: { id: offer.matchId },
        lock: { mode: 'pessimistic_read' },
      });
      if (!match || NON_BETTABLE_STATUSES.includes(match.status)) return 'match-closed';
      // Both parties' locks, shared: a suspension of either waits for this bet, or this bet reads it.
      const suspended = await this.suspensions.suspendedAmong(manager, [offer.userId, taker.id]);
      if (suspended.includes(taker.id)) return 'taker-suspended';
      if (suspended.length > 0) return 'claim-lost';
      // Decided here, under the taker's limits lock: an early answer may be stale by now.
      const overLimit = await this.limits.refusal(manager, taker.id, offer.amountCents);
      if (overLimit) return overLimit;
      const bet = manager.create(Bet, {
        id: side.betId,
        offerId: offer.id,
        matchId: offer.matchId,
        makerId: offer.userId,
        makerUsername: offer.username,
        makerName: offer.userName,
        makerSelection: offer.selection,
        takerId: taker.id,
        takerUsername: taker.username,
        takerName: taker.name,
        takerSelection: side.counterSelection,
        amountCents: offer.amountCents,
        takerDescription: side.description,
        status: 'matched',
        result: null,
        winnerId: null,
        settledAt: null,
        settledBy: null,
        settlementReason: null,
      });
      if (!(await this.transitions.match(manager, bet))) return 'claim-lost';
      await manager.insert(Bet, bet);
      return 'matched';
    });
    if (outcome === 'matched') return;
    await this.giveUpClaim(offer.id, side.betId);
    if (outcome instanceof BettingLimitReachedError) throw outcome;
    if (outcome === 'taker-suspended')
      throw (
        (await this.suspensions.whyBlocked(this.dataSource.manager, taker.id)) ?? new AccountSuspendedError()
      );
    throw outcome === 'match-closed' ? new OfferExpiredError() : new OfferUnavailableError();
  }
}
