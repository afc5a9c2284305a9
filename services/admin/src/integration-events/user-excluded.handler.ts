import { Injectable } from '@nestjs/common';
import type { UserExcluded } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent('auth.UserExcluded', { consumer: READ_MODELS })
export class UserExcludedHandler implements IntegrationEventHandler<'auth.UserExcluded'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(change: UserExcluded, { manager }: EventContext<'auth.UserExcluded'>): Promise<void> {
    await this.users.excluded(manager, change);
  }
}
