import { Injectable } from '@nestjs/common';
import { Events, type OfferRejected } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent(Events.OfferRejected, { consumer: READ_MODELS })
export class OfferRejectedHandler implements IntegrationEventHandler<typeof Events.OfferRejected> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferRejected, { manager }: EventContext<typeof Events.OfferRejected>): Promise<void> {
    await this.offers.closed(manager, offer, 'rejected');
  }
}
