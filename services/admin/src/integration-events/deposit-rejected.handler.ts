import { Injectable } from '@nestjs/common';
import { Events, type DepositRejected } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent(Events.DepositRejected, { consumer: READ_MODELS })
export class DepositRejectedHandler implements IntegrationEventHandler<typeof Events.DepositRejected> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositRejected,
    { manager, event }: EventContext<typeof Events.DepositRejected>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'rejected', event.occurredAt);
  }
}
