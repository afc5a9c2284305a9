import { Injectable } from '@nestjs/common';
import type { OfferRejected } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent('betting.OfferRejected', { consumer: READ_MODELS })
export class OfferRejectedHandler implements IntegrationEventHandler<'betting.OfferRejected'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferRejected, { manager }: EventContext<'betting.OfferRejected'>): Promise<void> {
    await this.offers.closed(manager, offer, 'rejected');
  }
}
