import { Injectable } from '@nestjs/common';
import type { OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

@Injectable()
@HandlesEvent('betting.OfferMatched')
export class OfferMatchedHandler implements IntegrationEventHandler<'betting.OfferMatched'> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(
    payload: OfferMatched,
    { manager, event }: EventContext<'betting.OfferMatched'>,
  ): Promise<void> {
    await this.activity.offerMatched(manager, payload, event.occurredAt);
  }
}
