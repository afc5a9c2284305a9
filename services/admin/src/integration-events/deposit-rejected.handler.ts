import { Injectable } from '@nestjs/common';
import type { DepositRejected } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@ProjectsEvent('wallet.DepositRejected')
export class DepositRejectedHandler implements IntegrationEventHandler<'wallet.DepositRejected'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositRejected,
    { manager, event }: EventContext<'wallet.DepositRejected'>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'rejected', event.occurredAt);
  }
}
