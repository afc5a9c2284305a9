import type { FeedSource } from '@p2p/contracts';
import type { FootballConfig } from '../football.config';

/** What the screens tell users: simulated matches in demo mode, real ones on a feed. */
export function feedSourceOf(config: Pick<FootballConfig, 'FOOTBALL_PROVIDER'>): FeedSource {
  return { provider: config.FOOTBALL_PROVIDER, simulated: config.FOOTBALL_PROVIDER === 'demo' };
}
