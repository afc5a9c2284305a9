import { Injectable } from '@nestjs/common';
import { Events, type UserRegistered } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

/** The registration time is the join date. */
@Injectable()
@HandlesEvent(Events.UserRegistered, { consumer: READ_MODELS })
export class UserRegisteredHandler implements IntegrationEventHandler<typeof Events.UserRegistered> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    user: UserRegistered,
    { manager, event }: EventContext<typeof Events.UserRegistered>,
  ): Promise<void> {
    await this.users.identity(manager, user, event.occurredAt, true);
  }
}
