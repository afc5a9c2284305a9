import { Injectable } from '@nestjs/common';
import type { UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserRegistered')
export class UserRegisteredHandler implements IntegrationEventHandler<'auth.UserRegistered'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(payload: UserRegistered, { manager }: EventContext<'auth.UserRegistered'>): Promise<void> {
    await this.users.upsert(manager, payload);
  }
}
