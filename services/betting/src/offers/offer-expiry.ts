import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NON_BETTABLE_STATUSES } from '@p2p/contracts';
import { CONFIG, CLOCK, type Clock } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import type { BettingConfig } from '../betting.config';
import { earliestBettableKickoff } from '../matches/betting-window';
import { OfferTransitions } from './offer-transitions';

const BATCH = 500;

/**
 * Open offers expire when betting on their match closes (5 minutes before kick-off, or a status that
 * will not be played); the wallet releases their holds on OfferExpired. Rows are taken with
 * FOR UPDATE SKIP LOCKED and changed only while still open, so replicas sweeping together expire
 * each offer once, and an offer being cancelled or claimed right now is left to that request.
 */
@Injectable()
export class OfferExpiry {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly transitions: OfferTransitions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Expires every due offer, a batch per transaction; answers how many. */
  async expireDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const kickoffBy = earliestBettableKickoff(this.clock.now(), this.config.BETTING_CLOSES_MINUTES_BEFORE);
      const expired = await this.dataSource.transaction((manager) =>
        this.transitions.expire(
          manager,
          `SELECT o.id FROM offers o JOIN matches m ON m.id = o.match_id
            WHERE o.status = 'open' AND (m.kickoff_at <= $1 OR m.status = ANY($2))
            LIMIT $3 FOR UPDATE OF o SKIP LOCKED`,
          [kickoffBy, NON_BETTABLE_STATUSES, BATCH],
        ),
      );
      total += expired;
      if (expired < BATCH) return total;
    }
  }

  /** Inside the transaction that finishes or voids a match. */
  async expireOpenOffersOfMatch(manager: EntityManager, matchId: string): Promise<number> {
    return this.transitions.expire(
      manager,
      `SELECT o.id FROM offers o WHERE o.match_id = $1 AND o.status = 'open' FOR UPDATE SKIP LOCKED`,
      [matchId],
    );
  }
}
