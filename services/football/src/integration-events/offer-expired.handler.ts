import { Injectable } from '@nestjs/common';
import { Events, type OfferExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

/** An expired offer (5 minutes before kick-off) no longer counts among the match's open offers. */
@Injectable()
@HandlesEvent(Events.OfferExpired)
export class OfferExpiredHandler implements IntegrationEventHandler<typeof Events.OfferExpired> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(payload: OfferExpired, { manager }: EventContext<typeof Events.OfferExpired>): Promise<void> {
    await this.activity.offerClosed(manager, payload.offerId, payload.stake);
  }
}
