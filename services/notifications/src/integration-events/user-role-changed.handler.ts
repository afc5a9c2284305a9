import { Injectable } from '@nestjs/common';
import { Events, type UserRoleChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.UserRoleChanged)
export class UserRoleChangedHandler implements IntegrationEventHandler<typeof Events.UserRoleChanged> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    change: UserRoleChanged,
    { manager, event }: EventContext<typeof Events.UserRoleChanged>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, change.userId, Templates.roleChanged(change));
  }
}
