import { Injectable } from '@nestjs/common';
import type { WithdrawalRequested } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@HandlesEvent('wallet.WithdrawalRequested', { consumer: READ_MODELS })
export class WithdrawalRequestedHandler implements IntegrationEventHandler<'wallet.WithdrawalRequested'> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalRequested,
    { manager, event }: EventContext<'wallet.WithdrawalRequested'>,
  ): Promise<void> {
    await this.withdrawals.requested(manager, withdrawal, event.occurredAt);
  }
}
