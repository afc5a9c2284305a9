import { Injectable } from '@nestjs/common';
import type { DepositApproved } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@ProjectsEvent('wallet.DepositApproved')
export class DepositApprovedHandler implements IntegrationEventHandler<'wallet.DepositApproved'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositApproved,
    { manager, event }: EventContext<'wallet.DepositApproved'>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'approved', event.occurredAt);
  }
}
