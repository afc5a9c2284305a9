import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { CONFIG, NotFoundError } from '@p2p/service-kit';
import { feedSourceOf } from '../feeds/feed-source';
import type { FootballConfig } from '../football.config';

/**
 * "Finish now" exists only while the matches are simulated (the demo season): on a real feed results
 * are the feed's, and the routes answer as unknown routes do.
 */
@Injectable()
export class SimulatedMatchesGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: FootballConfig) {}

  canActivate(): boolean {
    if (!feedSourceOf(this.config).simulated) throw new NotFoundError('Route not found');
    return true;
  }
}
