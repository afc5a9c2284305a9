import { Injectable } from '@nestjs/common';
import { Events, type WithdrawalCancelled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@HandlesEvent(Events.WithdrawalCancelled, { consumer: READ_MODELS })
export class WithdrawalCancelledHandler implements IntegrationEventHandler<
  typeof Events.WithdrawalCancelled
> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalCancelled,
    { manager, event }: EventContext<typeof Events.WithdrawalCancelled>,
  ): Promise<void> {
    await this.withdrawals.ended(manager, withdrawal, 'cancelled', event.occurredAt);
  }
}
