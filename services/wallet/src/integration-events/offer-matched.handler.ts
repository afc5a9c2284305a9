import { Injectable } from '@nestjs/common';
import { Events, type OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetEscrows } from '../escrow-trail/bet-escrows';

/**
 * The bet's link to its offer and the key of the maker's hold (for a part of an exchange offer, its own,
 * with the part's price and each side's hold): the escrow trail reads both holds.
 */
@Injectable()
@HandlesEvent(Events.OfferMatched)
export class OfferMatchedHandler implements IntegrationEventHandler<typeof Events.OfferMatched> {
  constructor(private readonly escrows: BetEscrows) {}

  async handle(bet: OfferMatched, { manager }: EventContext<typeof Events.OfferMatched>): Promise<void> {
    await this.escrows.recordMatched(manager, bet);
  }
}
