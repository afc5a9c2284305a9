import { Injectable } from '@nestjs/common';
import type { DepositSubmitted } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@ProjectsEvent('wallet.DepositSubmitted')
export class DepositSubmittedHandler implements IntegrationEventHandler<'wallet.DepositSubmitted'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositSubmitted,
    { manager, event }: EventContext<'wallet.DepositSubmitted'>,
  ): Promise<void> {
    await this.deposits.submitted(manager, deposit, event.occurredAt);
  }
}
