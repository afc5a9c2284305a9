import { Injectable } from '@nestjs/common';
import { Events, type OfferCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

/** A cancelled offer no longer counts among the match's open offers. */
@Injectable()
@HandlesEvent(Events.OfferCancelled)
export class OfferCancelledHandler implements IntegrationEventHandler<typeof Events.OfferCancelled> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(
    payload: OfferCancelled,
    { manager }: EventContext<typeof Events.OfferCancelled>,
  ): Promise<void> {
    await this.activity.offerClosed(manager, payload.offerId, payload.stake);
  }
}
