import { Injectable } from '@nestjs/common';
import type { DepositExpired } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@HandlesEvent('wallet.DepositExpired', { consumer: READ_MODELS })
export class DepositExpiredHandler implements IntegrationEventHandler<'wallet.DepositExpired'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositExpired,
    { manager, event }: EventContext<'wallet.DepositExpired'>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'expired', event.occurredAt);
  }
}
