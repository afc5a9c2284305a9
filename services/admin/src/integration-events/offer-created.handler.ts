import { Injectable } from '@nestjs/common';
import type { OfferCreated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent('betting.OfferCreated', { consumer: READ_MODELS })
export class OfferCreatedHandler implements IntegrationEventHandler<'betting.OfferCreated'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferCreated, { manager }: EventContext<'betting.OfferCreated'>): Promise<void> {
    await this.offers.created(manager, offer);
  }
}
