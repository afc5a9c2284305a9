import { Injectable } from '@nestjs/common';
import { Events, type MatchUpdated } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../bets/matches.projection';
import { READ_MODELS } from '../projections/projection-generation';

@Injectable()
@HandlesEvent(Events.MatchUpdated, { consumer: READ_MODELS })
export class MatchUpdatedHandler implements IntegrationEventHandler<typeof Events.MatchUpdated> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(match: MatchUpdated, { manager }: EventContext<typeof Events.MatchUpdated>): Promise<void> {
    await this.matches.updated(manager, match);
  }
}
