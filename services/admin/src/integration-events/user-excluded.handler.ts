import { Injectable } from '@nestjs/common';
import { Events, type UserExcluded } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserExcluded, { consumer: READ_MODELS })
export class UserExcludedHandler implements IntegrationEventHandler<typeof Events.UserExcluded> {
  constructor(private readonly users: UsersProjection) {}

  async handle(change: UserExcluded, { manager }: EventContext<typeof Events.UserExcluded>): Promise<void> {
    await this.users.excluded(manager, change);
  }
}
