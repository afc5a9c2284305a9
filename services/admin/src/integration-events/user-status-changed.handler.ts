import { Injectable } from '@nestjs/common';
import type { UserStatusChanged } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@ProjectsEvent('auth.UserStatusChanged')
export class UserStatusChangedHandler implements IntegrationEventHandler<'auth.UserStatusChanged'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: UserStatusChanged,
    { manager }: EventContext<'auth.UserStatusChanged'>,
  ): Promise<void> {
    await this.users.statusChanged(manager, change);
  }
}
