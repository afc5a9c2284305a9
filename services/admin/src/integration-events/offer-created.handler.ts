import { Injectable } from '@nestjs/common';
import type { OfferCreated } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@ProjectsEvent('betting.OfferCreated')
export class OfferCreatedHandler implements IntegrationEventHandler<'betting.OfferCreated'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferCreated, { manager }: EventContext<'betting.OfferCreated'>): Promise<void> {
    await this.offers.created(manager, offer);
  }
}
