import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIG, ConfigError, Metrics, Periodic } from '@p2p/service-kit';
import { DataSource, LessThan } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { OfferPart } from '../exchange/offer-part.entity';
import { PartTakeBatch } from '../exchange/part-take-batch';
import { MatchingService } from '../matching/matching.service';
import { OfferExpiry } from '../offers/offer-expiry';
import { Offer } from '../offers/offer.entity';
import { OffersService } from '../offers/offers.service';

/** pending: an offer's stake hold unanswered; matching: a take's; part: a part of an exchange offer's. */
type StuckState = 'pending' | 'matching' | 'part';
const STUCK_STATES: readonly StuckState[] = ['pending', 'matching', 'part'];

export interface SweepReport {
  claimsTakenBack: number;
  partsTakenBack: number;
  pendingResumed: number;
  expired: number;
}

const BATCH = 100;

/**
 * The periodic repair pass: takes back claims a crashed or stalled match request left, and parts of
 * exchange offers a take left (their ClaimAbandoned releases the taker's hold, and a part's the maker's share), finishes or rejects offers a crashed create left pending,
 * and expires offers whose betting closed. Every step is a guarded UPDATE or an idempotent wallet
 * call, so replicas sweeping at once never act twice on one offer.
 */
@Injectable()
export class SweeperService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SweeperService.name);
  private readonly periodic: Periodic;
  /** The end of the passes asked for so far; it never rejects (a failed pass is its caller's to report). */
  private tail: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly offers: OffersService,
    private readonly matching: MatchingService,
    private readonly parts: PartTakeBatch,
    private readonly expiry: OfferExpiry,
    metrics: Metrics,
  ) {
    if (config.SWEEPER_STUCK_AFTER_MS <= config.WALLET_TIMEOUT_MS) {
      // A request still waiting for the wallet must never look abandoned.
      throw new ConfigError('betting', ['SWEEPER_STUCK_AFTER_MS: must exceed WALLET_TIMEOUT_MS']);
    }
    this.periodic = new Periodic(SweeperService.name, config.SWEEPER_INTERVAL_MS, () => this.sweep());
    // What the sweeper still has to finish: above 0 for long, it is not keeping up (or cannot reach the wallet).
    const stuck = metrics.gauge(
      'betting_offers_stuck',
      'Offers waiting past SWEEPER_STUCK_AFTER_MS for a hold answer, by state (pending: a stake; matching: a take; part: a part of an exchange offer)',
      ['state'],
    );
    metrics.onScrape(async () => {
      const counts = await this.stuckCounts();
      for (const state of STUCK_STATES) stuck.set({ state }, counts[state]);
    });
  }

  onApplicationBootstrap(): void {
    this.periodic.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.periodic.stop();
    await this.tail;
  }

  /** One full pass, after any pass already running in this process. */
  sweep(): Promise<SweepReport> {
    const pass = this.tail.then(() => this.pass());
    this.tail = pass.then(
      () => undefined,
      () => undefined,
    );
    return pass;
  }

  private async pass(): Promise<SweepReport> {
    const claimsTakenBack = await this.takeBackStuckClaims();
    const partsTakenBack = await this.takeBackStuckParts();
    const pendingResumed = await this.resumePendingOffers();
    const expired = await this.expiry.expireDue();
    return { claimsTakenBack, partsTakenBack, pendingResumed, expired };
  }

  private async takeBackStuckClaims(): Promise<number> {
    const stuck = await this.dataSource.getRepository(Offer).find({
      where: { status: 'matching', claimedAt: LessThan(this.stuckBefore()) },
      order: { claimedAt: 'ASC' },
      take: BATCH,
    });
    return this.matching.giveUpClaims(
      stuck.map((offer) => ({ offerId: offer.id, betId: offer.betId as string })),
    );
  }

  /** Parts of exchange offers whose take never finished: their stakes go back on offer, their holds back. */
  private async takeBackStuckParts(): Promise<number> {
    const stuck = await this.dataSource.getRepository(OfferPart).find({
      where: { status: 'claimed', claimedAt: LessThan(this.stuckBefore()) },
      order: { claimedAt: 'ASC' },
      take: BATCH,
    });
    return (await this.parts.giveUp(stuck.map((part) => ({ offerId: part.offerId, betId: part.betId }))))
      .size;
  }

  private async resumePendingOffers(): Promise<number> {
    const stuck = await this.dataSource.getRepository(Offer).find({
      where: { status: 'pending', createdAt: LessThan(this.stuckBefore()) },
      order: { createdAt: 'ASC' },
      take: BATCH,
    });
    for (const offer of stuck) {
      await this.offers
        .resumePending(offer)
        .catch((error) => this.logger.warn(`Resuming offer ${offer.id} failed: ${String(error)}`));
    }
    return stuck.length;
  }

  /** Read on scrape: what the next passes will take back or resume. */
  async stuckCounts(): Promise<Record<StuckState, number>> {
    const rows: Array<{ state: StuckState; n: number }> = await this.dataSource.query(
      `SELECT status AS state, count(*)::int AS n FROM offers
        WHERE (status = 'pending' AND created_at < $1) OR (status = 'matching' AND claimed_at < $1)
        GROUP BY status
       UNION ALL
       SELECT 'part', count(*)::int FROM offer_parts WHERE status = 'claimed' AND claimed_at < $1`,
      [this.stuckBefore()],
    );
    const count = (state: StuckState) => rows.find((row) => row.state === state)?.n ?? 0;
    return { pending: count('pending'), matching: count('matching'), part: count('part') };
  }

  private stuckBefore(): Date {
    return new Date(Date.now() - this.config.SWEEPER_STUCK_AFTER_MS);
  }
}
