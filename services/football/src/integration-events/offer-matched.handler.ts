import { Injectable } from '@nestjs/common';
import { Events, type OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

@Injectable()
@HandlesEvent(Events.OfferMatched)
export class OfferMatchedHandler implements IntegrationEventHandler<typeof Events.OfferMatched> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(
    payload: OfferMatched,
    { manager, event }: EventContext<typeof Events.OfferMatched>,
  ): Promise<void> {
    await this.activity.offerMatched(manager, payload, event.occurredAt);
  }
}
