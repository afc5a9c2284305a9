import { Injectable } from '@nestjs/common';
import type { OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetEscrows } from '../escrow-trail/bet-escrows';

/** The bet's link to its offer, the key of the maker's hold: the escrow trail reads both holds. */
@Injectable()
@HandlesEvent('betting.OfferMatched')
export class OfferMatchedHandler implements IntegrationEventHandler<'betting.OfferMatched'> {
  constructor(private readonly escrows: BetEscrows) {}

  async handle(bet: OfferMatched, { manager }: EventContext<'betting.OfferMatched'>): Promise<void> {
    await this.escrows.recordMatched(manager, bet);
  }
}
