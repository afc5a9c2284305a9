import { Injectable } from '@nestjs/common';
import { Events, type UserSignedIn } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.UserSignedIn, { consumer: READ_MODELS })
export class UserSignedInHandler implements IntegrationEventHandler<typeof Events.UserSignedIn> {
  constructor(private readonly users: UsersProjection) {}

  async handle(signIn: UserSignedIn, { manager }: EventContext<typeof Events.UserSignedIn>): Promise<void> {
    await this.users.signedIn(manager, signIn.userId, signIn.at);
  }
}
