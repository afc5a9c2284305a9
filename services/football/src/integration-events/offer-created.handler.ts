import { Injectable } from '@nestjs/common';
import { Events, type OfferCreated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

@Injectable()
@HandlesEvent(Events.OfferCreated)
export class OfferCreatedHandler implements IntegrationEventHandler<typeof Events.OfferCreated> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(payload: OfferCreated, { manager }: EventContext<typeof Events.OfferCreated>): Promise<void> {
    await this.activity.offerCreated(manager, payload);
  }
}
