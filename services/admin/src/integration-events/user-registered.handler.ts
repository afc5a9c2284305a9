import { Injectable } from '@nestjs/common';
import type { UserRegistered } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

/** The registration time is the join date. */
@Injectable()
@ProjectsEvent('auth.UserRegistered')
export class UserRegisteredHandler implements IntegrationEventHandler<'auth.UserRegistered'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(user: UserRegistered, { manager, event }: EventContext<'auth.UserRegistered'>): Promise<void> {
    await this.users.identity(manager, user, event.occurredAt, true);
  }
}
