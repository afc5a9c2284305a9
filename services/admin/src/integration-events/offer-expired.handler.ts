import { Injectable } from '@nestjs/common';
import { Events, type OfferExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent(Events.OfferExpired, { consumer: READ_MODELS })
export class OfferExpiredHandler implements IntegrationEventHandler<typeof Events.OfferExpired> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferExpired, { manager }: EventContext<typeof Events.OfferExpired>): Promise<void> {
    await this.offers.closed(manager, offer, 'expired');
  }
}
