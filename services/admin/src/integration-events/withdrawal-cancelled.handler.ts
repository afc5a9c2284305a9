import { Injectable } from '@nestjs/common';
import type { WithdrawalCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@HandlesEvent('wallet.WithdrawalCancelled', { consumer: READ_MODELS })
export class WithdrawalCancelledHandler implements IntegrationEventHandler<'wallet.WithdrawalCancelled'> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalCancelled,
    { manager, event }: EventContext<'wallet.WithdrawalCancelled'>,
  ): Promise<void> {
    await this.withdrawals.ended(manager, withdrawal, 'cancelled', event.occurredAt);
  }
}
