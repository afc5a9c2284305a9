import { Injectable } from '@nestjs/common';
import type { OfferExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';

@Injectable()
@HandlesEvent('betting.OfferExpired', { consumer: READ_MODELS })
export class OfferExpiredHandler implements IntegrationEventHandler<'betting.OfferExpired'> {
  constructor(private readonly offers: OffersProjection) {}

  async handle(offer: OfferExpired, { manager }: EventContext<'betting.OfferExpired'>): Promise<void> {
    await this.offers.closed(manager, offer, 'expired');
  }
}
