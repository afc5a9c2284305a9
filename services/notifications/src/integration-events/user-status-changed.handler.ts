import { Injectable } from '@nestjs/common';
import type { UserStatusChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent('auth.UserStatusChanged')
export class UserStatusChangedHandler implements IntegrationEventHandler<'auth.UserStatusChanged'> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    change: UserStatusChanged,
    { manager, event }: EventContext<'auth.UserStatusChanged'>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, change.userId, Templates.statusChanged(change));
  }
}
