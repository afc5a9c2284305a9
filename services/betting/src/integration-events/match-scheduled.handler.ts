import { Injectable } from '@nestjs/common';
import { Events, type MatchScheduled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../matches/matches.projection';

@Injectable()
@HandlesEvent(Events.MatchScheduled)
export class MatchScheduledHandler implements IntegrationEventHandler<typeof Events.MatchScheduled> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(
    payload: MatchScheduled,
    { manager }: EventContext<typeof Events.MatchScheduled>,
  ): Promise<void> {
    await this.matches.scheduled(manager, payload);
  }
}
