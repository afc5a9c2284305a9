import { Injectable } from '@nestjs/common';
import { Events, type SupportMessagePosted } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.SupportMessagePosted)
export class SupportMessagePostedHandler implements IntegrationEventHandler<
  typeof Events.SupportMessagePosted
> {
  constructor(private readonly notifier: Notifier) {}

  /** An admin's reply to a signed-in user's conversation; the user's own messages tell nobody. */
  async handle(
    message: SupportMessagePosted,
    { manager, event }: EventContext<typeof Events.SupportMessagePosted>,
  ): Promise<void> {
    if (message.author !== 'admin' || !message.userId) return;
    await this.notifier.notify(manager, event, message.userId, Templates.supportReply(message));
  }
}
