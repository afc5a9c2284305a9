import { Injectable } from '@nestjs/common';
import type { OfferCreated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

@Injectable()
@HandlesEvent('betting.OfferCreated')
export class OfferCreatedHandler implements IntegrationEventHandler<'betting.OfferCreated'> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(payload: OfferCreated, { manager }: EventContext<'betting.OfferCreated'>): Promise<void> {
    await this.activity.offerCreated(manager, payload);
  }
}
