import { Inject, Injectable } from '@nestjs/common';
import type { FootballMatch } from '@p2p/contracts/api';
import { CONFIG } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { CommandClient } from './command-client';

const UNAVAILABLE = 'Failed to finish match: the football service is unavailable, please try again';

/**
 * Football's internal command to finish a simulated match now, answered with the finished match;
 * football finishes a match once (409 after), checks the score, and answers 404 Route not found while
 * its matches come from a real feed.
 */
@Injectable()
export class FootballClient extends CommandClient {
  constructor(@Inject(CONFIG) config: AdminConfig) {
    super('Football', config.SERVICE_URL_FOOTBALL, config);
  }

  async finish(
    matchId: string,
    result: { home: number; away: number; reason: string },
    finishedBy: string,
  ): Promise<FootballMatch> {
    return (await this.command(
      'POST',
      `/internal/matches/${encodeURIComponent(matchId)}/finish`,
      { ...result, finishedBy },
      UNAVAILABLE,
    )) as FootballMatch;
  }
}
