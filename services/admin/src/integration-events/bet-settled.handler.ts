import { Injectable } from '@nestjs/common';
import type { BetSettled } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { BetsProjection } from '../bets/bets.projection';
import { ProjectsEvent } from '../projections/projects-event.decorator';

@Injectable()
@ProjectsEvent('betting.BetSettled')
export class BetSettledHandler implements IntegrationEventHandler<'betting.BetSettled'> {
  constructor(private readonly bets: BetsProjection) {}

  async handle(
    settlement: BetSettled,
    { manager, event }: EventContext<'betting.BetSettled'>,
  ): Promise<void> {
    await this.bets.settled(manager, settlement, event.occurredAt);
  }
}
