import { Injectable } from '@nestjs/common';
import { Events, type UserUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { UserDirectory } from '../users/user-directory.service';

@Injectable()
@HandlesEvent(Events.UserUpdated)
export class UserUpdatedHandler implements IntegrationEventHandler<typeof Events.UserUpdated> {
  constructor(private readonly users: UserDirectory) {}

  async handle(user: UserUpdated, { manager }: EventContext<typeof Events.UserUpdated>): Promise<void> {
    await this.users.upsert(manager, user);
  }
}
