import { Injectable } from '@nestjs/common';
import type { UserUpdated } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@ProjectsEvent('auth.UserUpdated')
export class UserUpdatedHandler implements IntegrationEventHandler<'auth.UserUpdated'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(user: UserUpdated, { manager, event }: EventContext<'auth.UserUpdated'>): Promise<void> {
    await this.users.identity(manager, user, event.occurredAt, false);
  }
}
