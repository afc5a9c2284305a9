import { Injectable } from '@nestjs/common';
import { Events, type UserUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserUpdated, { consumer: READ_MODELS })
export class UserUpdatedHandler implements IntegrationEventHandler<typeof Events.UserUpdated> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    user: UserUpdated,
    { manager, event }: EventContext<typeof Events.UserUpdated>,
  ): Promise<void> {
    await this.users.identity(manager, user, event.occurredAt, false);
  }
}
