import { Injectable } from '@nestjs/common';
import { Events, type UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserRegistered)
export class UserRegisteredHandler implements IntegrationEventHandler<typeof Events.UserRegistered> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    payload: UserRegistered,
    { manager }: EventContext<typeof Events.UserRegistered>,
  ): Promise<void> {
    await this.users.upsert(manager, payload);
  }
}
