import { Injectable } from '@nestjs/common';
import { OfferCancelled, offerHoldKey, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The maker's stake goes back; with no hold yet, a tombstone stops a late one. */
@Injectable()
@HandlesEvent(Events.OfferCancelled)
export class OfferCancelledHandler implements IntegrationEventHandler<typeof Events.OfferCancelled> {
  constructor(private readonly holds: HoldsService) {}

  async handle(
    offer: OfferCancelled,
    { manager }: EventContext<typeof Events.OfferCancelled>,
  ): Promise<void> {
    await this.holds.releaseIn(manager, offerHoldKey(offer.offerId));
  }
}
