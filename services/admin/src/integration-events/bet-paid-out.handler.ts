import { Injectable } from '@nestjs/common';
import type { BetPaidOut } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { ProjectsEvent } from '../projections/projects-event.decorator';
import { CommissionsProjection } from '../stats/commissions.projection';

@Injectable()
@ProjectsEvent('wallet.BetPaidOut')
export class BetPaidOutHandler implements IntegrationEventHandler<'wallet.BetPaidOut'> {
  constructor(private readonly commissions: CommissionsProjection) {}

  async handle(payout: BetPaidOut, { manager, event }: EventContext<'wallet.BetPaidOut'>): Promise<void> {
    await this.commissions.paidOut(manager, payout, event.occurredAt);
  }
}
