import { Injectable } from '@nestjs/common';
import type { UserRoleChanged } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@ProjectsEvent('auth.UserRoleChanged')
export class UserRoleChangedHandler implements IntegrationEventHandler<'auth.UserRoleChanged'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(change: UserRoleChanged, { manager }: EventContext<'auth.UserRoleChanged'>): Promise<void> {
    await this.users.roleChanged(manager, change);
  }
}
