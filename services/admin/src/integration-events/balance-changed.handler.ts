import { Injectable } from '@nestjs/common';
import { Events, type BalanceChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@HandlesEvent(Events.BalanceChanged, { consumer: READ_MODELS })
export class BalanceChangedHandler implements IntegrationEventHandler<typeof Events.BalanceChanged> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: BalanceChanged,
    { manager, event }: EventContext<typeof Events.BalanceChanged>,
  ): Promise<void> {
    await this.users.balance(manager, change, event.occurredAt);
  }
}
