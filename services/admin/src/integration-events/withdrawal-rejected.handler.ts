import { Injectable } from '@nestjs/common';
import { Events, type WithdrawalProcessed } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { WithdrawalsProjection } from '../stats/withdrawals.projection';

@Injectable()
@HandlesEvent(Events.WithdrawalRejected, { consumer: READ_MODELS })
export class WithdrawalRejectedHandler implements IntegrationEventHandler<typeof Events.WithdrawalRejected> {
  constructor(private readonly withdrawals: WithdrawalsProjection) {}

  async handle(
    withdrawal: WithdrawalProcessed,
    { manager, event }: EventContext<typeof Events.WithdrawalRejected>,
  ): Promise<void> {
    await this.withdrawals.ended(manager, withdrawal, 'rejected', event.occurredAt);
  }
}
