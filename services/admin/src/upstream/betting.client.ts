import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { CONFIG, InternalHttpClient, UpstreamUnreachableError } from '@p2p/service-kit';
import type { AdminConfig } from '../admin.config';
import { commandOutcome, UpstreamUnavailableError } from './upstream.errors';

const UNAVAILABLE = 'Failed to settle bet: the betting service is unavailable, please try again';

/** Betting's internal command to settle one bet by hand; betting settles a bet once (409 after). */
@Injectable()
export class BettingClient implements OnModuleDestroy {
  private readonly http: InternalHttpClient;

  constructor(@Inject(CONFIG) config: AdminConfig) {
    this.http = new InternalHttpClient({
      service: 'Betting',
      baseUrls: config.SERVICE_URL_BETTING,
      token: config.INTERNAL_API_TOKEN,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    });
  }

  onModuleDestroy(): void {
    this.http.close();
  }

  async settle(betId: string, ruling: { result: string; reason: string }, settledBy: string): Promise<void> {
    const answer = await this.http
      .send('POST', `/internal/bets/${encodeURIComponent(betId)}/settle`, { ...ruling, settledBy })
      .catch((error: unknown) => {
        throw error instanceof UpstreamUnreachableError ? new UpstreamUnavailableError(UNAVAILABLE) : error;
      });
    commandOutcome(answer, UNAVAILABLE);
  }
}
