import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BetOffer, CreatedOffer, OfferLink, offerHoldKey, OfferVisibility, Selection } from '@p2p/contracts';
import {
  AuthUser,
  CONFIG,
  eventHeaders,
  ForbiddenError,
  NaturalBatcher,
  updateReturning,
  CLOCK,
  type Clock,
} from '@p2p/service-kit';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { isOpenForBetting } from '../matches/betting-window';
import { Match } from '../matches/match.entity';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from '../wallet/wallet.errors';
import { CreateOfferDto } from './dto/create-offer.dto';
import { BREAK_REASON, NewOffer, OfferBatch, SUSPENDED_REASON } from './offer-batch';
import { makerHoldCents, Offer } from './offer.entity';
import { OfferNotCancellableError, OfferNotFoundError } from './offer.errors';
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

/** What a new offer says, its maker and state aside; a description as typed. */
export type OfferTerms = Pick<Offer, 'matchId' | 'amountCents' | 'selection'> &
  Partial<
    Pick<
      Offer,
      | 'visibility'
      | 'privateToUserId'
      | 'linkTokenHash'
      | 'kind'
      | 'side'
      | 'odds'
      | 'unmatchedCents'
      | 'holdCents'
    >
  > & { description?: string | null };

/** The most offers one batch carries: its inserts, holds and openings each go in one statement or call. */
const OFFER_BATCH_MAX_ITEMS = 256;

/** Batches in flight at once: while one holds its stakes or opens its offers, the next gathers. */
const OFFER_RUNS_IN_FLIGHT = 2;

/**
 * Making and cancelling offers. New offers arriving together go as one batch (natural batching, no
 * timer: a lone offer goes at once), each answered exactly as it would be alone (see `OfferBatch`).
 * An offer is written as pending before the maker's stake is held, so a crash at any point leaves a
 * row the sweeper can finish (open) or give up (rejected). A suspended maker makes none, and their
 * offers are withdrawn when the suspension arrives.
 */
@Injectable()
export class OffersService {
  private readonly stakes: StakeRules;
  private readonly creations: NaturalBatcher<NewOffer, BetOffer>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly queries: OfferQueries,
    private readonly batch: OfferBatch,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.stakes = new StakeRules(config.OFFER_MIN_AMOUNT, config.OFFER_MAX_AMOUNT);
    this.creations = new NaturalBatcher((offers) => this.batch.run(offers), {
      maxItems: OFFER_BATCH_MAX_ITEMS,
      concurrency: OFFER_RUNS_IN_FLIGHT,
    });
  }

  async create(maker: AuthUser, dto: CreateOfferDto): Promise<CreatedOffer> {
    const amountCents = this.stakes.parse(dto.betAmount);
    const selection = normalizeSelection(dto.betSelection) as Selection;
    const privacy = await this.privacy(maker, dto);
    const view = await this.place(maker, {
      matchId: dto.matchId,
      amountCents,
      selection,
      description: dto.description,
      visibility: privacy.visibility,
      privateToUserId: privacy.privateToUserId,
      linkTokenHash: privacy.link?.hash ?? null,
    });
    return { ...view, link: privacy.link ? offerLink(view.id, privacy.link.token) : null };
  }

  /**
   * A new offer of the maker's, its terms validated (even money or exchange), written pending into the
   * next batch: its view once open. Public unless its terms say otherwise.
   */
  place(maker: AuthUser, terms: OfferTerms): Promise<BetOffer> {
    const offer = this.dataSource.getRepository(Offer).create({
      id: randomUUID(),
      userId: maker.id,
      username: maker.username,
      userName: maker.name,
      visibility: 'public',
      privateToUserId: null,
      linkTokenHash: null,
      ...terms,
      description: terms.description?.trim() || null,
      status: 'pending',
    });
    return this.creations.submit({ offer, headers: eventHeaders() });
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
   * wallet's first answer, so this either completes what happened or learns that it did not. Refused
   * for good, it is rejected; while the wallet is still away it stays pending for the next pass.
   */
  async resumePending(offer: Offer): Promise<void> {
    const match = await this.dataSource.getRepository(Match).findOneByOrFail({ id: offer.matchId });
    if (!isOpenForBetting(match, this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE)) {
      await this.batch.reject([{ offer, reason: 'Betting is closed for this match' }]);
      return;
    }
    try {
      await this.wallet.hold(offerHoldKey(offer.id), offer.userId, makerHoldCents(offer));
    } catch (error) {
      if (error instanceof InsufficientBalanceError || error instanceof HoldRefusedError) {
        await this.batch.reject([{ offer, reason: error.message }]);
        return;
      }
      if (error instanceof WalletUnavailableError) return;
      throw error;
    }
    await this.batch.open(offer);
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
}
