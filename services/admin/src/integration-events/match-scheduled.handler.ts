import { Injectable } from '@nestjs/common';
import { Events, type MatchScheduled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../bets/matches.projection';
import { READ_MODELS } from '../projections/projection-generation';

@Injectable()
@HandlesEvent(Events.MatchScheduled, { consumer: READ_MODELS })
export class MatchScheduledHandler implements IntegrationEventHandler<typeof Events.MatchScheduled> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(
    match: MatchScheduled,
    { manager }: EventContext<typeof Events.MatchScheduled>,
  ): Promise<void> {
    await this.matches.scheduled(manager, match);
  }
}
