import { Injectable } from '@nestjs/common';
import type { OfferCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OfferActivityService } from '../trending/offer-activity.service';

/** A cancelled offer no longer counts among the match's open offers. */
@Injectable()
@HandlesEvent('betting.OfferCancelled')
export class OfferCancelledHandler implements IntegrationEventHandler<'betting.OfferCancelled'> {
  constructor(private readonly activity: OfferActivityService) {}

  async handle(payload: OfferCancelled, { manager }: EventContext<'betting.OfferCancelled'>): Promise<void> {
    await this.activity.offerClosed(manager, payload.offerId, payload.stake);
  }
}
