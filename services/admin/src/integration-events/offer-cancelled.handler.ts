import { Injectable } from '@nestjs/common';
import type { OfferCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent('betting.OfferCancelled', { consumer: READ_MODELS })
export class OfferCancelledHandler implements IntegrationEventHandler<'betting.OfferCancelled'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferCancelled, { manager }: EventContext<'betting.OfferCancelled'>): Promise<void> {
    await this.offers.closed(manager, offer, 'cancelled');
  }
}
