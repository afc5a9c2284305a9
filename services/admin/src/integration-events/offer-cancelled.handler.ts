import { Injectable } from '@nestjs/common';
import type { OfferCancelled } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@ProjectsEvent('betting.OfferCancelled')
export class OfferCancelledHandler implements IntegrationEventHandler<'betting.OfferCancelled'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferCancelled, { manager }: EventContext<'betting.OfferCancelled'>): Promise<void> {
    await this.offers.closed(manager, offer, 'cancelled');
  }
}
