import { Injectable } from '@nestjs/common';
import { Events, type UserStatusChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserStatusChanged, { consumer: READ_MODELS })
export class UserStatusChangedHandler implements IntegrationEventHandler<typeof Events.UserStatusChanged> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: UserStatusChanged,
    { manager }: EventContext<typeof Events.UserStatusChanged>,
  ): Promise<void> {
    await this.users.statusChanged(manager, change);
  }
}
