import { Injectable } from '@nestjs/common';
import type { UserRoleChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserRoleChanged', { consumer: READ_MODELS })
export class UserRoleChangedHandler implements IntegrationEventHandler<'auth.UserRoleChanged'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(change: UserRoleChanged, { manager }: EventContext<'auth.UserRoleChanged'>): Promise<void> {
    await this.users.roleChanged(manager, change);
  }
}
