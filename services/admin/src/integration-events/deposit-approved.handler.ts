import { Injectable } from '@nestjs/common';
import { Events, type DepositApproved } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent(Events.DepositApproved, { consumer: READ_MODELS })
export class DepositApprovedHandler implements IntegrationEventHandler<typeof Events.DepositApproved> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositApproved,
    { manager, event }: EventContext<typeof Events.DepositApproved>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'approved', event.occurredAt);
  }
}
