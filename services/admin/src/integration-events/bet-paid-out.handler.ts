import { Injectable } from '@nestjs/common';
import { Events, type BetPaidOut } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { READ_MODELS } from '../projections/projection-generation';
import { CommissionsProjection } from '../stats/commissions.projection';

@Injectable()
@HandlesEvent(Events.BetPaidOut, { consumer: READ_MODELS })
export class BetPaidOutHandler implements IntegrationEventHandler<typeof Events.BetPaidOut> {
  constructor(private readonly commissions: CommissionsProjection) {}

  async handle(
    payout: BetPaidOut,
    { manager, event }: EventContext<typeof Events.BetPaidOut>,
  ): Promise<void> {
    await this.commissions.paidOut(manager, payout, event.occurredAt);
  }
}
