import { Injectable } from '@nestjs/common';
import type { UserRoleChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent('auth.UserRoleChanged')
export class UserRoleChangedHandler implements IntegrationEventHandler<'auth.UserRoleChanged'> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    change: UserRoleChanged,
    { manager, event }: EventContext<'auth.UserRoleChanged'>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, change.userId, Templates.roleChanged(change));
  }
}
