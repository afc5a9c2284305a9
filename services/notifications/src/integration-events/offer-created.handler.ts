import { Injectable } from '@nestjs/common';
import { Events, type OfferCreated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';
import { Recipients } from '../recipients/recipients';

@Injectable()
@HandlesEvent(Events.OfferCreated)
export class OfferCreatedHandler implements IntegrationEventHandler<typeof Events.OfferCreated> {
  constructor(
    private readonly notifier: Notifier,
    private readonly recipients: Recipients,
  ) {}

  /** Public and link offers are for nobody in particular: they cost this service no transaction. */
  concerns(offer: OfferCreated): boolean {
    return offer.privateToUserId !== undefined;
  }

  /** Tells the friend an offer is for them alone. */
  async handle(
    offer: OfferCreated,
    { manager, event }: EventContext<typeof Events.OfferCreated>,
  ): Promise<void> {
    if (!offer.privateToUserId) return;
    const maker = await this.recipients.find(manager, offer.userId);
    await this.notifier.notify(
      manager,
      event,
      offer.privateToUserId,
      Templates.privateOffer(offer, maker?.username ?? null),
    );
  }
}
