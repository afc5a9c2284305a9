import { Injectable } from '@nestjs/common';
import type { MatchScheduled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { MatchesProjection } from '../matches/matches.projection';

@Injectable()
@HandlesEvent('football.MatchScheduled')
export class MatchScheduledHandler implements IntegrationEventHandler<'football.MatchScheduled'> {
  constructor(private readonly matches: MatchesProjection) {}

  async handle(payload: MatchScheduled, { manager }: EventContext<'football.MatchScheduled'>): Promise<void> {
    await this.matches.scheduled(manager, payload);
  }
}
