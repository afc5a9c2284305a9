import { Injectable } from '@nestjs/common';
import { Events, type BetSettled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetsProjection } from '../bets/bets.projection';
import { READ_MODELS } from '../projections/projection-generation';

@Injectable()
@HandlesEvent(Events.BetSettled, { consumer: READ_MODELS })
export class BetSettledHandler implements IntegrationEventHandler<typeof Events.BetSettled> {
  constructor(private readonly bets: BetsProjection) {}

  async handle(
    settlement: BetSettled,
    { manager, event }: EventContext<typeof Events.BetSettled>,
  ): Promise<void> {
    await this.bets.settled(manager, settlement, event.occurredAt);
  }
}
