import { Injectable } from '@nestjs/common';
import { OfferExpired, offerHoldKey, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The maker's stake goes back; with no hold yet, a tombstone stops a late one. */
@Injectable()
@HandlesEvent(Events.OfferExpired)
export class OfferExpiredHandler implements IntegrationEventHandler<typeof Events.OfferExpired> {
  constructor(private readonly holds: HoldsService) {}

  async handle(offer: OfferExpired, { manager }: EventContext<typeof Events.OfferExpired>): Promise<void> {
    await this.holds.releaseIn(manager, offerHoldKey(offer.offerId));
  }
}
