import { Injectable } from '@nestjs/common';
import { Events, type DepositSubmitted } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent(Events.DepositSubmitted, { consumer: READ_MODELS })
export class DepositSubmittedHandler implements IntegrationEventHandler<typeof Events.DepositSubmitted> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositSubmitted,
    { manager, event }: EventContext<typeof Events.DepositSubmitted>,
  ): Promise<void> {
    await this.deposits.submitted(manager, deposit, event.occurredAt);
  }
}
