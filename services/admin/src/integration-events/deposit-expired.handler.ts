import { Injectable } from '@nestjs/common';
import { Events, type DepositExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent(Events.DepositExpired, { consumer: READ_MODELS })
export class DepositExpiredHandler implements IntegrationEventHandler<typeof Events.DepositExpired> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositExpired,
    { manager, event }: EventContext<typeof Events.DepositExpired>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'expired', event.occurredAt);
  }
}
