import { Injectable } from '@nestjs/common';
import type { UserStatusChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserStatusChanged', { consumer: READ_MODELS })
export class UserStatusChangedHandler implements IntegrationEventHandler<'auth.UserStatusChanged'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: UserStatusChanged,
    { manager }: EventContext<'auth.UserStatusChanged'>,
  ): Promise<void> {
    await this.users.statusChanged(manager, change);
  }
}
