import { Injectable } from '@nestjs/common';
import type { DepositSubmitted } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent('wallet.DepositSubmitted', { consumer: READ_MODELS })
export class DepositSubmittedHandler implements IntegrationEventHandler<'wallet.DepositSubmitted'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositSubmitted,
    { manager, event }: EventContext<'wallet.DepositSubmitted'>,
  ): Promise<void> {
    await this.deposits.submitted(manager, deposit, event.occurredAt);
  }
}
