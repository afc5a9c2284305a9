import { Injectable } from '@nestjs/common';
import type { BetPaidOut } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { CommissionsProjection } from '../stats/commissions.projection';

@Injectable()
@HandlesEvent('wallet.BetPaidOut', { consumer: READ_MODELS })
export class BetPaidOutHandler implements IntegrationEventHandler<'wallet.BetPaidOut'> {
  constructor(private readonly commissions: CommissionsProjection) {}

  async handle(payout: BetPaidOut, { manager, event }: EventContext<'wallet.BetPaidOut'>): Promise<void> {
    await this.commissions.paidOut(manager, payout, event.occurredAt);
  }
}
