import { Injectable } from '@nestjs/common';
import { Events, type UserRoleChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserRoleChanged, { consumer: READ_MODELS })
export class UserRoleChangedHandler implements IntegrationEventHandler<typeof Events.UserRoleChanged> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: UserRoleChanged,
    { manager }: EventContext<typeof Events.UserRoleChanged>,
  ): Promise<void> {
    await this.users.roleChanged(manager, change);
  }
}
