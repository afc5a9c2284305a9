import { Injectable } from '@nestjs/common';
import type { BalanceChanged } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { UsersProjection } from '../users/users.projection';

@Injectable()
@ProjectsEvent('wallet.BalanceChanged')
export class BalanceChangedHandler implements IntegrationEventHandler<'wallet.BalanceChanged'> {
  constructor(private readonly users: UsersProjection) {}

  async handle(
    change: BalanceChanged,
    { manager, event }: EventContext<'wallet.BalanceChanged'>,
  ): Promise<void> {
    await this.users.balance(manager, change, event.occurredAt);
  }
}
