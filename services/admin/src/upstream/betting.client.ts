import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { CommandClient } from './command-client';

const UNAVAILABLE = 'Failed to settle bet: the betting service is unavailable, please try again';

/** Betting's internal command to settle one bet by hand; betting settles a bet once (409 after). */
@Injectable()
export class BettingClient extends CommandClient {
  constructor(@Inject(CONFIG) config: AdminConfig) {
    super('Betting', config.SERVICE_URL_BETTING, config);
  }

  async settle(betId: string, ruling: { result: string; reason: string }, settledBy: string): Promise<void> {
    await this.command(
      'POST',
      `/internal/bets/${encodeURIComponent(betId)}/settle`,
      { ...ruling, settledBy },
      UNAVAILABLE,
    );
  }
}
