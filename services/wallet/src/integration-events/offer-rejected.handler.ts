import { Injectable } from '@nestjs/common';
import { OfferRejected, offerHoldKey, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The maker's stake goes back; with no hold yet, a tombstone stops a late one. */
@Injectable()
@HandlesEvent(Events.OfferRejected)
export class OfferRejectedHandler implements IntegrationEventHandler<typeof Events.OfferRejected> {
  constructor(private readonly holds: HoldsService) {}

  async handle(offer: OfferRejected, { manager }: EventContext<typeof Events.OfferRejected>): Promise<void> {
    await this.holds.releaseIn(manager, offerHoldKey(offer.offerId));
  }
}
