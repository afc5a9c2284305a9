import { Injectable } from '@nestjs/common';
import type { MatchScheduled } from '@p2p/contracts';
import { EventContext, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../bets/matches.projection';
import { ProjectsEvent } from '../projections/projects-event.decorator';

@Injectable()
@ProjectsEvent('football.MatchScheduled')
export class MatchScheduledHandler implements IntegrationEventHandler<'football.MatchScheduled'> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(match: MatchScheduled, { manager }: EventContext<'football.MatchScheduled'>): Promise<void> {
    await this.matches.scheduled(manager, match);
  }
}
