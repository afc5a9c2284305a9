import { Injectable } from '@nestjs/common';
import { Events, type UserStatusChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.UserStatusChanged)
export class UserStatusChangedHandler implements IntegrationEventHandler<typeof Events.UserStatusChanged> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    change: UserStatusChanged,
    { manager, event }: EventContext<typeof Events.UserStatusChanged>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, change.userId, Templates.statusChanged(change));
  }
}
