import { Injectable } from '@nestjs/common';
import { Events, type WithdrawalRequested } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@HandlesEvent(Events.WithdrawalRequested, { consumer: READ_MODELS })
export class WithdrawalRequestedHandler implements IntegrationEventHandler<
  typeof Events.WithdrawalRequested
> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalRequested,
    { manager, event }: EventContext<typeof Events.WithdrawalRequested>,
  ): Promise<void> {
    await this.withdrawals.requested(manager, withdrawal, event.occurredAt);
  }
}
