import { Injectable } from '@nestjs/common';
import type { UserSignedIn } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserSignedIn', { consumer: READ_MODELS })
export class UserSignedInHandler implements IntegrationEventHandler<'auth.UserSignedIn'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(signIn: UserSignedIn, { manager }: EventContext<'auth.UserSignedIn'>): Promise<void> {
    await this.users.signedIn(manager, signIn.userId, signIn.at);
  }
}
