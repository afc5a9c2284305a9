import { Injectable } from '@nestjs/common';
import type { UserUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { UserDirectory } from '../users/user-directory.service';

@Injectable()
@HandlesEvent('auth.UserUpdated')
export class UserUpdatedHandler implements IntegrationEventHandler<'auth.UserUpdated'> {
  constructor(private readonly users: UserDirectory) {}

  async handle(user: UserUpdated, { manager }: EventContext<'auth.UserUpdated'>): Promise<void> {
    await this.users.upsert(manager, user);
  }
}
