import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BetOffer, offerHoldKey, placeHoldRequest } from '@p2p/contracts';
import { CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource, EntityManager, In } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { LimitsService } from '../limits/limits.service';
import { isOpenForBetting } from '../matches/betting-window';
import { Match } from '../matches/match.entity';
import { AccountSuspendedError } from '../users/account-suspended.error';
import { BreakInForceError } from '@p2p/player-protection';
import { Suspensions } from '../users/suspensions';
import { WalletClient } from '../wallet/wallet.client';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from '../wallet/wallet.errors';
import { makerHoldCents, Offer } from './offer.entity';
import { BettingClosedError, MatchNotFoundError } from './offer.errors';
import { OfferQueries } from './offer.queries';
import { OfferTransitions } from './offer-transitions';

const WALLET_UNAVAILABLE = 'Wallet unavailable';
/** Why a suspension rejects the maker's pending offers. */
export const SUSPENDED_REASON = 'Account suspended';
export const BREAK_REASON = 'Break from betting';
const BLOCKED_REASONS = [SUSPENDED_REASON, BREAK_REASON];

/** A new offer, validated and built, with the event headers of the request that made it. */
export interface NewOffer {
  offer: Offer;
  headers?: Record<string, string>;
}

type Fail = (index: number, error: Error) => void;

/** Why an offer whose hold failed is rejected; null: an error the wallet's answers do not explain, left to the sweeper. */
function rejectionReasonOf(error: Error): string | null {
  if (error instanceof InsufficientBalanceError || error instanceof HoldRefusedError) return error.message;
  return error instanceof WalletUnavailableError ? WALLET_UNAVAILABLE : null;
}

/**
 * A batch of new offers, each answered exactly as it would be alone. Each step is one round trip for
 * the whole batch: the matches read; one transaction writing the offers as pending under their makers'
 * suspension and limits locks (an offer is written before its stake is held, so a crash at any point
 * leaves a row the sweeper can finish or give up); the makers' stakes held by one wallet call; one
 * transaction opening the offers whose stakes are held; one read of their views.
 */
@Injectable()
export class OfferBatch {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    private readonly wallet: WalletClient,
    private readonly queries: OfferQueries,
    private readonly suspensions: Suspensions,
    private readonly limits: LimitsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Each offer's view once open (or as it ended), or the error it met, in the order given. */
  async run(offers: readonly NewOffer[]): Promise<Array<BetOffer | Error>> {
    const answers: Array<BetOffer | Error | undefined> = offers.map(() => undefined);
    const fail: Fail = (index, error) => (answers[index] = error);
    const bettable = await this.onBettableMatches(offers, fail);
    const written = await this.writePending(offers, bettable, fail);
    const held = await this.holdStakes(offers, written, fail);
    const opened = await this.openAll(offers, held);
    // Not opened: the maker was blocked meanwhile, and that is the answer, not the wallet's.
    for (const index of held.filter((index) => !opened.has(offers[index].offer.id))) {
      const refused = await this.refusalIfBlockedMeanwhile(offers[index].offer.id);
      if (refused) fail(index, refused);
    }
    const views = await this.queries.views(
      held.filter((index) => !answers[index]).map((index) => offers[index].offer.id),
    );
    for (const index of held) {
      answers[index] ??= views.get(offers[index].offer.id) ?? new Error('A new offer vanished');
    }
    return answers.map((answer) => answer ?? new Error('An offer of the batch went unanswered'));
  }

  /**
   * Opens an offer whose stake the sweeper found held; false when it left pending meanwhile or its
   * maker is blocked now (then it is rejected here).
   */
  async open(offer: Offer): Promise<boolean> {
    return (await this.openAll([{ offer }], [0])).size === 1;
  }

  /**
   * The wallet releases whatever hold the offer got (or tombstones the key against one still on its
   * way) when it applies OfferRejected: that event is the only release of a rejected offer's hold.
   */
  async reject(offers: ReadonlyArray<{ offer: Offer; reason: string }>): Promise<void> {
    if (offers.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      for (const { offer, reason } of offers) await this.transitions.reject(manager, offer, reason);
    });
  }

  /** Answers the indexes whose match exists and is open for betting. */
  private async onBettableMatches(offers: readonly NewOffer[], fail: Fail): Promise<number[]> {
    const ids = [...new Set(offers.map(({ offer }) => offer.matchId))];
    const matches = new Map(
      (await this.dataSource.getRepository(Match).findBy({ id: In(ids) })).map((match) => [match.id, match]),
    );
    return offers.flatMap(({ offer }, index) => {
      const match = matches.get(offer.matchId);
      if (!match) return (fail(index, new MatchNotFoundError()), []);
      if (!isOpenForBetting(match, this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE)) {
        return (fail(index, new BettingClosedError()), []);
      }
      return [index];
    });
  }

  /**
   * One transaction: under each maker's lock (a suspension either waits for these offers, and then
   * rejects them, or wins) and limits lock (two offers cannot both fit in the room left for one, the
   * batch's earlier ones counted), the offers that may be made are written as pending.
   */
  private async writePending(offers: readonly NewOffer[], indexes: number[], fail: Fail): Promise<number[]> {
    if (indexes.length === 0) return [];
    const refusals = new Map<number, Error>();
    const written = await this.dataSource.transaction(async (manager) => {
      const makers = indexes.map((index) => offers[index].offer.userId);
      const blocked = new Set(await this.suspensions.suspendedAmong(manager, makers));
      for (const index of indexes.filter((index) => blocked.has(offers[index].offer.userId))) {
        const maker = offers[index].offer.userId;
        refusals.set(
          index,
          (await this.suspensions.whyBlocked(manager, maker)) ?? new AccountSuspendedError(),
        );
      }
      const allowed = indexes.filter((index) => !refusals.has(index));
      const overLimit = await this.limits.refusals(
        manager,
        allowed.map((index) => ({
          userId: offers[index].offer.userId,
          stake: makerHoldCents(offers[index].offer),
        })),
      );
      allowed.forEach((index, position) => overLimit[position] && refusals.set(index, overLimit[position]));
      const writing = allowed.filter((index) => !refusals.has(index));
      if (writing.length > 0)
        await manager.insert(
          Offer,
          writing.map((index) => offers[index].offer),
        );
      return writing;
    });
    for (const [index, error] of refusals) fail(index, error);
    return written;
  }

  /**
   * Holds the makers' stakes, in one call; an offer whose stake is refused, or whose answer is
   * unknown, is rejected (the maker is told to try again, so it must not open behind their back).
   */
  private async holdStakes(offers: readonly NewOffer[], indexes: number[], fail: Fail): Promise<number[]> {
    if (indexes.length === 0) return [];
    const answers = await this.wallet.holdAll(
      indexes.map((index) => {
        const { offer } = offers[index];
        return placeHoldRequest(offerHoldKey(offer.id), offer.userId, makerHoldCents(offer));
      }),
    );
    const unheld = indexes.flatMap((index, position) => {
      const error = answers[position];
      return error instanceof Error ? [{ index, error }] : [];
    });
    await this.reject(
      unheld.flatMap(({ index, error }) => {
        const reason = rejectionReasonOf(error);
        return reason === null ? [] : [{ offer: offers[index].offer, reason }];
      }),
    );
    for (const { index, error } of unheld) {
      const blocked = await this.refusalIfBlockedMeanwhile(offers[index].offer.id);
      fail(index, blocked ?? (error instanceof HoldRefusedError ? new WalletUnavailableError() : error));
    }
    return indexes.filter((_, position) => !(answers[position] instanceof Error));
  }

  /**
   * Opens the offers whose stakes are held, in one transaction, under each maker's lock, shared, as the
   * insert was: a break or suspension recorded while the stake was held either waits for this opening
   * (and then cancels the open offer) or is read here, and the offer is rejected (the wallet releases
   * its hold on OfferRejected). Without the lock an opening could land between the break's cancel and
   * its reject of pending offers, and the offer would stay open with its stake held.
   */
  private async openAll(offers: ReadonlyArray<NewOffer>, indexes: number[]): Promise<Set<string>> {
    if (indexes.length === 0) return new Set();
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const makers = indexes.map((index) => offers[index].offer.userId);
      const blocked = new Set(await this.suspensions.suspendedAmong(manager, makers));
      for (const index of indexes.filter((index) => blocked.has(offers[index].offer.userId))) {
        const { offer } = offers[index];
        const why = await this.suspensions.whyBlocked(manager, offer.userId);
        await this.transitions.reject(
          manager,
          offer,
          why instanceof BreakInForceError ? BREAK_REASON : SUSPENDED_REASON,
        );
      }
      return this.transitions.openAll(
        manager,
        indexes
          .filter((index) => !blocked.has(offers[index].offer.userId))
          .map((index) => ({ offerId: offers[index].offer.id, headers: offers[index].headers })),
      );
    });
  }

  /** The maker was blocked while the stake was being held: the answer is the suspension or break. */
  private async refusalIfBlockedMeanwhile(offerId: string): Promise<Error | null> {
    const offer = await this.dataSource.getRepository(Offer).findOneBy({ id: offerId });
    if (offer?.status !== 'rejected' || !BLOCKED_REASONS.includes(offer.rejectionReason ?? '')) return null;
    return (
      (await this.suspensions.whyBlocked(this.dataSource.manager, offer.userId)) ??
      new AccountSuspendedError()
    );
  }
}
