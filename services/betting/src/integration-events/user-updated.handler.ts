import { Injectable } from '@nestjs/common';
import type { UserUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserUpdated')
export class UserUpdatedHandler implements IntegrationEventHandler<'auth.UserUpdated'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(payload: UserUpdated, { manager }: EventContext<'auth.UserUpdated'>): Promise<void> {
    await this.users.upsert(manager, payload);
  }
}
