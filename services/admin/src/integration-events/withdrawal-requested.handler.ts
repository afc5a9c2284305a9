import { Injectable } from '@nestjs/common';
import type { WithdrawalRequested } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@ProjectsEvent('wallet.WithdrawalRequested')
export class WithdrawalRequestedHandler implements IntegrationEventHandler<'wallet.WithdrawalRequested'> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalRequested,
    { manager, event }: EventContext<'wallet.WithdrawalRequested'>,
  ): Promise<void> {
    await this.withdrawals.requested(manager, withdrawal, event.occurredAt);
  }
}
