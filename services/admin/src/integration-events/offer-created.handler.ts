import { Injectable } from '@nestjs/common';
import { Events, type OfferCreated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent(Events.OfferCreated, { consumer: READ_MODELS })
export class OfferCreatedHandler implements IntegrationEventHandler<typeof Events.OfferCreated> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferCreated, { manager }: EventContext<typeof Events.OfferCreated>): Promise<void> {
    await this.offers.created(manager, offer);
  }
}
