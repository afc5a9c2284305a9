import { Injectable } from '@nestjs/common';
import { Events, type OfferCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent(Events.OfferCancelled, { consumer: READ_MODELS })
export class OfferCancelledHandler implements IntegrationEventHandler<typeof Events.OfferCancelled> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(
    offer: OfferCancelled,
    { manager }: EventContext<typeof Events.OfferCancelled>,
  ): Promise<void> {
    await this.offers.closed(manager, offer, 'cancelled');
  }
}
