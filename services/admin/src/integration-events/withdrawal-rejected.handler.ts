import { Injectable } from '@nestjs/common';
import type { WithdrawalProcessed } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@ProjectsEvent('wallet.WithdrawalRejected')
export class WithdrawalRejectedHandler implements IntegrationEventHandler<'wallet.WithdrawalRejected'> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalProcessed,
    { manager, event }: EventContext<'wallet.WithdrawalRejected'>,
  ): Promise<void> {
    await this.withdrawals.ended(manager, withdrawal, 'rejected', event.occurredAt);
  }
}
