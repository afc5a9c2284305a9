import { Injectable } from '@nestjs/common';
import type { BetSettled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetsProjection } from '../bets/bets.projection';
import { READ_MODELS } from '../projections/projection-generation';

@Injectable()
@HandlesEvent('betting.BetSettled', { consumer: READ_MODELS })
export class BetSettledHandler implements IntegrationEventHandler<'betting.BetSettled'> {
  constructor(private readonly bets: BetsProjection) {}

  async handle(
    settlement: BetSettled,
    { manager, event }: EventContext<'betting.BetSettled'>,
  ): Promise<void> {
    await this.bets.settled(manager, settlement, event.occurredAt);
  }
}
