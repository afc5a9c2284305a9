import { Injectable } from '@nestjs/common';
import type { UserSignedIn } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@ProjectsEvent('auth.UserSignedIn')
export class UserSignedInHandler implements IntegrationEventHandler<'auth.UserSignedIn'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(signIn: UserSignedIn, { manager }: EventContext<'auth.UserSignedIn'>): Promise<void> {
    await this.users.signedIn(manager, signIn.userId, signIn.at);
  }
}
