import { Injectable } from '@nestjs/common';
import { Events, type OfferExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.OfferExpired)
export class OfferExpiredHandler implements IntegrationEventHandler<typeof Events.OfferExpired> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    offer: OfferExpired,
    { manager, event }: EventContext<typeof Events.OfferExpired>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, offer.userId, Templates.offerExpired(offer));
  }
}
