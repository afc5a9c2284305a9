import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BetOffer, CreatedOffer, OfferLink, offerHoldKey, OfferVisibility, Selection } from '@p2p/contracts';
import { AuthUser, CONFIG, ForbiddenError, updateReturning } from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { isOpenForBetting } from '../matches/betting-window';
import { LimitsService } from '../limits/limits.service';
import { Match } from '../matches/match.entity';
import { AccountSuspendedError } from '../users/account-suspended.error';
import { BreakInForceError } from '../users/break-in-force.error';
import { Suspensions } from '../users/suspensions';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from '../wallet/wallet.errors';
import { CreateOfferDto } from './dto/create-offer.dto';
import { Offer } from './offer.entity';
import {
  BettingClosedError,
  MatchNotFoundError,
  OfferNotCancellableError,
  OfferNotFoundError,
} from './offer.errors';
import { OfferTransitions } from './offer-transitions';
import { OfferQueries } from './offer.queries';
import {
  FriendNotExpectedError,
  FriendNotFoundError,
  FriendRequiredError,
  LinkOfferClosedError,
  newLinkToken,
  NotALinkOfferError,
  offerLink,
  PrivateToSelfError,
} from './private-offers';
import { normalizeSelection } from './selection';
import { StakeRules } from './stake-rules';

const WALLET_UNAVAILABLE = 'Wallet unavailable';
/** Why a suspension rejects the maker's pending offers. */
const SUSPENDED_REASON = 'Account suspended';
const BREAK_REASON = 'Break from betting';
const BLOCKED_REASONS = [SUSPENDED_REASON, BREAK_REASON];

/**
 * Making and cancelling offers. An offer is written as pending before the maker's stake is held, so a
 * crash at any point leaves a row the sweeper can finish (open) or give up (rejected). A suspended
 * maker makes none, and their offers are withdrawn when the suspension arrives.
 */
@Injectable()
export class OffersService {
  private readonly stakes: StakeRules;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly queries: OfferQueries,
    private readonly suspensions: Suspensions,
    private readonly limits: LimitsService,
  ) {
    this.stakes = new StakeRules(config.OFFER_MIN_AMOUNT, config.OFFER_MAX_AMOUNT);
  }

  async create(maker: AuthUser, dto: CreateOfferDto): Promise<CreatedOffer> {
    const amountCents = this.stakes.parse(dto.betAmount);
    const selection = normalizeSelection(dto.betSelection) as Selection;
    const privacy = await this.privacy(maker, dto);
    const match = await this.dataSource.getRepository(Match).findOneBy({ id: dto.matchId });
    if (!match) throw new MatchNotFoundError();
    if (!this.isOpenForBetting(match)) throw new BettingClosedError();

    const offer = this.dataSource.getRepository(Offer).create({
      id: randomUUID(),
      userId: maker.id,
      username: maker.username,
      userName: maker.name,
      matchId: match.id,
      amountCents,
      selection,
      description: dto.description?.trim() || null,
      status: 'pending',
      visibility: privacy.visibility,
      privateToUserId: privacy.privateToUserId,
      linkTokenHash: privacy.link?.hash ?? null,
    });
    await this.dataSource.transaction(async (manager) => {
      // Under the maker's lock: a suspension either waits for this offer (and then rejects it) or wins.
      const suspended = await this.suspensions.suspendedAmong(manager, [maker.id]);
      if (suspended.length > 0)
        throw (await this.suspensions.whyBlocked(manager, maker.id)) ?? new AccountSuspendedError();
      // Under the maker's limits lock: two offers at once cannot both fit in the room left for one.
      await this.limits.check(manager, maker.id, amountCents);
      await manager.insert(Offer, offer);
    });
    let opened: boolean;
    try {
      opened = await this.holdStake(offer, { whenUnavailable: 'reject' });
    } catch (error) {
      await this.refuseIfSuspendedMeanwhile(offer.id);
      throw error;
    }
    if (!opened) await this.refuseIfSuspendedMeanwhile(offer.id);
    const view = (await this.queries.view(offer.id)) as BetOffer;
    return { ...view, link: privacy.link ? offerLink(offer.id, privacy.link.token) : null };
  }

  /**
   * A link offer's new link: the old token stops working in the same statement, so whoever held it
   * gets 404 from then on. Only while the offer can still be taken.
   */
  async newLink(maker: AuthUser, offerId: string): Promise<OfferLink> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId });
    if (!offer) throw new OfferNotFoundError();
    if (offer.userId !== maker.id)
      throw new ForbiddenError('You can only change the link of your own bet offers');
    if (offer.visibility !== 'link') throw new NotALinkOfferError();
    const link = newLinkToken();
    const changed = await updateReturning(
      this.dataSource.manager,
      `UPDATE offers SET link_token_hash = $2, updated_at = now()
        WHERE id = $1 AND status IN ('pending', 'open', 'matching') RETURNING id`,
      [offerId, link.hash],
    );
    if (changed.length === 0) throw new LinkOfferClosedError();
    return offerLink(offerId, link.token);
  }

  async cancel(user: AuthUser, offerId: string): Promise<void> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId });
    if (!offer) throw new OfferNotFoundError();
    if (offer.userId !== user.id) throw new ForbiddenError('You can only cancel your own bet offers');
    const cancelled = await this.dataSource.transaction((manager) =>
      this.transitions.cancel(manager, offerId, user.id),
    );
    if (!cancelled) throw new OfferNotCancellableError();
  }

  /**
   * A suspended maker's offers (or those of a maker who took a break) leave the book in the
   * suspension's own transaction, as the maker's
   * cancel would take them out: open ones, and those a taker is claiming right now (the taker's
   * request then finds its claim gone; its ClaimAbandoned releases the taker's hold), are cancelled, so the wallet
   * releases the maker's hold on OfferCancelled; pending ones, whose hold may still be on its way,
   * are rejected, and the wallet releases (or tombstones) theirs on OfferRejected.
   */
  async withdrawAllOf(
    manager: EntityManager,
    userId: string,
    why: 'suspended' | 'on a break' = 'suspended',
  ): Promise<void> {
    await this.transitions.withdrawAllOf(manager, userId);
    await this.transitions.rejectPendingOf(
      manager,
      userId,
      why === 'suspended' ? SUSPENDED_REASON : BREAK_REASON,
    );
  }

  /**
   * The sweeper's second attempt at an offer a crash left pending: the same hold key answers the
   * wallet's first answer, so this either completes what happened or learns that it did not.
   */
  async resumePending(offer: Offer): Promise<void> {
    const match = await this.dataSource.getRepository(Match).findOneByOrFail({ id: offer.matchId });
    if (!this.isOpenForBetting(match)) {
      await this.reject(offer, 'Betting is closed for this match');
      return;
    }
    try {
      await this.holdStake(offer, { whenUnavailable: 'stay-pending' });
    } catch (error) {
      // Refused for good (now rejected), or the wallet is still away: the offer stays pending.
      if (!(error instanceof InsufficientBalanceError || error instanceof WalletUnavailableError))
        throw error;
    }
  }

  /**
   * Holds the maker's stake and opens the offer, or rejects it. When the wallet's answer is unknown, a
   * request rejects the offer (the maker is told to try again, so it must not open behind their back);
   * the sweeper leaves it pending and asks again on its next pass.
   */
  private async holdStake(
    offer: Offer,
    options: { whenUnavailable: 'reject' | 'stay-pending' },
  ): Promise<boolean> {
    try {
      await this.wallet.hold(offerHoldKey(offer.id), offer.userId, offer.amountCents);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) {
        await this.reject(offer, error.message);
        throw error;
      }
      if (error instanceof HoldRefusedError) {
        await this.reject(offer, error.message);
        throw new WalletUnavailableError();
      }
      if (error instanceof WalletUnavailableError && options.whenUnavailable === 'reject') {
        await this.reject(offer, WALLET_UNAVAILABLE);
      }
      throw error;
    }
    return this.open(offer);
  }

  /**
   * False when the offer left pending meanwhile (a suspension or break rejected it), or the maker is
   * blocked now: then it is rejected here, and the wallet releases its hold on OfferRejected.
   */
  private async open(offer: Offer): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Under the maker's lock, shared, as the insert was: a break or suspension recorded while the
      // stake was held either waits for this opening (and then cancels the open offer) or is read
      // here. Without it, the opening could land between the break's cancel and its reject of
      // pending offers, and the offer would stay open with its stake held.
      if ((await this.suspensions.suspendedAmong(manager, [offer.userId])).length > 0) {
        const why = await this.suspensions.whyBlocked(manager, offer.userId);
        await this.transitions.reject(
          manager,
          offer,
          why instanceof BreakInForceError ? BREAK_REASON : SUSPENDED_REASON,
        );
        return false;
      }
      return this.transitions.open(manager, offer.id);
    });
  }

  /** The maker was suspended while the stake was being held: the answer is the suspension, not the wallet's. */
  private async refuseIfSuspendedMeanwhile(offerId: string): Promise<void> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId });
    if (offer?.status === 'rejected' && BLOCKED_REASONS.includes(offer.rejectionReason ?? '')) {
      throw (
        (await this.suspensions.whyBlocked(this.dataSource.manager, offer.userId)) ??
        new AccountSuspendedError()
      );
    }
  }

  /**
   * The wallet releases whatever hold the offer got (or tombstones the key against one still on its
   * way) when it applies OfferRejected: that event is the only release of a rejected offer's hold.
   */
  private async reject(offer: Offer, reason: string): Promise<void> {
    await this.dataSource.transaction((manager) => this.transitions.reject(manager, offer, reason));
  }

  /** Who the new offer is for: everyone, a friend by username (the users projection), or a link's holder. */
  private async privacy(
    maker: AuthUser,
    dto: CreateOfferDto,
  ): Promise<{
    visibility: OfferVisibility;
    privateToUserId: string | null;
    link: { token: string; hash: Buffer } | null;
  }> {
    const visibility = dto.visibility ?? 'public';
    const friend = dto.privateTo?.trim().replace(/^@/, '');
    if (visibility !== 'user') {
      if (friend) throw new FriendNotExpectedError();
      return { visibility, privateToUserId: null, link: visibility === 'link' ? newLinkToken() : null };
    }
    if (!friend) throw new FriendRequiredError();
    const friendId = await this.queries.userIdOf(friend);
    if (!friendId) throw new FriendNotFoundError();
    if (friendId === maker.id) throw new PrivateToSelfError();
    return { visibility, privateToUserId: friendId, link: null };
  }

  private isOpenForBetting(match: Match): boolean {
    return isOpenForBetting(match, new Date(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
  }
}
