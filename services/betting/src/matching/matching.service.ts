import { Injectable } from '@nestjs/common';
import { AuthUser, eventHeaders, NaturalBatcher } from '@p2p/service-kit';
import { MatchOfferDto } from './dto/match-offer.dto';
import { ClaimOf, MatchedBet, Take, TakeBatch } from './take-batch';

export type { MatchedBet } from './take-batch';

/** The most takes one batch carries: its claims, holds and bets each go in one statement or call. */
export const TAKE_BATCH_MAX_ITEMS = 256;

/**
 * Batches in flight at once: while one holds its stakes or writes its bets, the next gathers; a second
 * keeps a lone take from waiting behind a large batch.
 */
const TAKE_RUNS_IN_FLIGHT = 2;

/**
 * Taking an offer. Takes arriving together go as one batch (natural batching, no timer: a lone take
 * goes at once), and each is answered exactly as it would be alone (see `TakeBatch`).
 */
@Injectable()
export class MatchingService {
  private readonly takes: NaturalBatcher<Take, MatchedBet>;

  constructor(private readonly batch: TakeBatch) {
    this.takes = new NaturalBatcher((takes) => this.batch.run(takes), {
      maxItems: TAKE_BATCH_MAX_ITEMS,
      concurrency: TAKE_RUNS_IN_FLIGHT,
    });
  }

  match(taker: AuthUser, offerId: string, dto: MatchOfferDto): Promise<MatchedBet> {
    return this.takes.submit({ taker, offerId, dto, headers: eventHeaders() });
  }

  /**
   * Gives claims up (for the sweeper, when a take never finished), in one transaction: each only
   * while it is still that bet's, and its ClaimAbandoned releases the taker's hold. Answers how many.
   */
  async giveUpClaims(claims: ClaimOf[]): Promise<number> {
    return (await this.batch.giveUp(claims)).size;
  }
}
