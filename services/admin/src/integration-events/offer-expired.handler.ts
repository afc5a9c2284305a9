import { Injectable } from '@nestjs/common';
import type { OfferExpired } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@ProjectsEvent('betting.OfferExpired')
export class OfferExpiredHandler implements IntegrationEventHandler<'betting.OfferExpired'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferExpired, { manager }: EventContext<'betting.OfferExpired'>): Promise<void> {
    await this.offers.closed(manager, offer, 'expired');
  }
}
