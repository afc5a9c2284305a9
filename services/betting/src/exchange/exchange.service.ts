import { Inject, Injectable } from '@nestjs/common';
import { BetOffer, ExchangeBook, Selection } from '@p2p/contracts';
import { ExchangeSide, exchangeHolds, InvalidOddsError, MIN_PART_CENTS, parseOdds } from '@p2p/contracts';
import { AuthUser, CONFIG, eventHeaders, NaturalBatcher, ValidationFailedError } from '@p2p/service-kit';
import type { BettingConfig } from '../betting.config';
import { TAKE_BATCH_MAX_ITEMS } from '../matching/matching.service';
import type { MatchedBet } from '../matching/take-batch';
import { MatchNotFoundError } from '../offers/offer.errors';
import { OffersService } from '../offers/offers.service';
import { normalizeSelection } from '../offers/selection';
import { StakeRules } from '../offers/stake-rules';
import { CreateExchangeOfferDto } from './dto/create-exchange-offer.dto';
import { TakePartDto } from './dto/take-part.dto';
import { ExchangeBookQueries } from './exchange-book.queries';
import { PartHoldsNothingError } from './exchange.errors';
import { PartTake, PartTakeBatch } from './part-take-batch';

/** As the even-money takes: while one batch holds its stakes or writes its bets, the next gathers. */
const TAKE_RUNS_IN_FLIGHT = 2;

/**
 * The exchange: offers that back or lay a selection at a price, posted through the same batches as
 * even-money offers (written pending, the maker's whole hold placed, then opened), and taken in parts
 * by `PartTakeBatch`. An offer's unmatched remainder is cancelled, or expires at the close, as an
 * even-money offer is; the parts taken are bets of their own.
 */
@Injectable()
export class ExchangeService {
  private readonly stakes: StakeRules;
  private readonly takes: NaturalBatcher<PartTake, MatchedBet>;

  constructor(
    @Inject(CONFIG) private readonly config: BettingConfig,
    private readonly offers: OffersService,
    private readonly batch: PartTakeBatch,
    private readonly book: ExchangeBookQueries,
  ) {
    this.stakes = new StakeRules(config.OFFER_MIN_AMOUNT, config.OFFER_MAX_AMOUNT);
    this.takes = new NaturalBatcher((takes) => this.batch.run(takes), {
      maxItems: TAKE_BATCH_MAX_ITEMS,
      concurrency: TAKE_RUNS_IN_FLIGHT,
    });
  }

  async create(maker: AuthUser, dto: CreateExchangeOfferDto): Promise<BetOffer> {
    const odds = oddsOf(dto.odds);
    const stakeCents = this.stakes.parse(dto.stake);
    if (stakeCents < MIN_PART_CENTS) throw new PartHoldsNothingError();
    const side = dto.side as ExchangeSide;
    const holdCents = exchangeHolds(stakeCents, odds)[side];
    if (holdCents === 0n) throw new PartHoldsNothingError();
    return this.offers.place(maker, {
      matchId: dto.matchId,
      amountCents: stakeCents,
      selection: normalizeSelection(dto.selection) as Selection,
      description: dto.description,
      kind: 'exchange',
      side,
      odds,
      unmatchedCents: stakeCents,
      holdCents,
    });
  }

  take(taker: AuthUser, offerId: string, dto: TakePartDto): Promise<MatchedBet> {
    return this.takes.submit({ taker, offerId, dto, headers: eventHeaders() });
  }

  /** A match's price ladder: per selection, the best prices to back and to lay, with the money there. */
  async bookOf(matchId: string, viewer: AuthUser | undefined): Promise<ExchangeBook> {
    const book = await this.book.of(matchId, this.config.EXCHANGE_COMMISSION_BPS, viewer?.id ?? null);
    if (!book) throw new MatchNotFoundError();
    return book;
  }
}

function oddsOf(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new ValidationFailedError('Odds must be a decimal price such as 2.5');
  }
  try {
    return parseOdds(value);
  } catch (error) {
    if (error instanceof InvalidOddsError) throw new ValidationFailedError(error.message);
    throw error;
  }
}
