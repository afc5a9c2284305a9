import { Injectable } from '@nestjs/common';
import { Events, type MatchUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../matches/matches.projection';

/** A status that will not be played (or a moved kick-off) closes betting; the sweeper expires the offers. */
@Injectable()
@HandlesEvent(Events.MatchUpdated)
export class MatchUpdatedHandler implements IntegrationEventHandler<typeof Events.MatchUpdated> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(payload: MatchUpdated, { manager }: EventContext<typeof Events.MatchUpdated>): Promise<void> {
    await this.matches.updated(manager, payload);
  }
}
