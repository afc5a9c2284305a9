import { Injectable } from '@nestjs/common';
import { OfferExpired, offerHoldKey } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The maker's stake goes back; with no hold yet, a tombstone stops a late one. */
@Injectable()
@HandlesEvent('betting.OfferExpired')
export class OfferExpiredHandler implements IntegrationEventHandler<'betting.OfferExpired'> {
  constructor(private readonly holds: HoldsService) {}

  async handle(offer: OfferExpired, { manager }: EventContext<'betting.OfferExpired'>): Promise<void> {
    await this.holds.releaseIn(manager, offerHoldKey(offer.offerId));
  }
}
