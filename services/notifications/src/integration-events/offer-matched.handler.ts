import { Injectable } from '@nestjs/common';
import { Events, type OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

import { Recipients } from '../recipients/recipients';

@Injectable()
@HandlesEvent(Events.OfferMatched)
export class OfferMatchedHandler implements IntegrationEventHandler<typeof Events.OfferMatched> {
  constructor(
    private readonly notifier: Notifier,
    private readonly recipients: Recipients,
  ) {}

  /** Tells the maker; the taker is the one who just took it. */
  async handle(
    offer: OfferMatched,
    { manager, event }: EventContext<typeof Events.OfferMatched>,
  ): Promise<void> {
    const taker = await this.recipients.find(manager, offer.takerId);
    await this.notifier.notify(
      manager,
      event,
      offer.makerId,
      Templates.offerMatched(offer, taker?.username ?? null),
    );
  }
}
