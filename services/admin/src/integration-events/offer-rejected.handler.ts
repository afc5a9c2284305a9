import { Injectable } from '@nestjs/common';
import type { OfferRejected } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@ProjectsEvent('betting.OfferRejected')
export class OfferRejectedHandler implements IntegrationEventHandler<'betting.OfferRejected'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferRejected, { manager }: EventContext<'betting.OfferRejected'>): Promise<void> {
    await this.offers.closed(manager, offer, 'rejected');
  }
}
