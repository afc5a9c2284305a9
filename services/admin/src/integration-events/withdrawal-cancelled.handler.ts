import { Injectable } from '@nestjs/common';
import type { WithdrawalCancelled } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@ProjectsEvent('wallet.WithdrawalCancelled')
export class WithdrawalCancelledHandler implements IntegrationEventHandler<'wallet.WithdrawalCancelled'> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalCancelled,
    { manager, event }: EventContext<'wallet.WithdrawalCancelled'>,
  ): Promise<void> {
    await this.withdrawals.ended(manager, withdrawal, 'cancelled', event.occurredAt);
  }
}
