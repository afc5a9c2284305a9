import { Injectable } from '@nestjs/common';
import type { DepositExpired } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { DepositsProjection } from '../stats/deposits.projection';

@Injectable()
@ProjectsEvent('wallet.DepositExpired')
export class DepositExpiredHandler implements IntegrationEventHandler<'wallet.DepositExpired'> {
  constructor(private readonly deposits: DepositsProjection) {}

  async handle(
    deposit: DepositExpired,
    { manager, event }: EventContext<'wallet.DepositExpired'>,
  ): Promise<void> {
    await this.deposits.decided(manager, deposit, 'expired', event.occurredAt);
  }
}
