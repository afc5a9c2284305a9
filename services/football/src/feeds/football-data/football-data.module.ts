import { Module } from '@nestjs/common';
import { CONFIG, ConfigError, CLOCK, type Clock } from '@p2p/service-kit';
import type { FootballConfig } from '../../football.config';
import { FootballDataClient } from './football-data.client';
import { FOOTBALL_DATA_CLIENT, FootballDataFeed, REQUEST_BUDGET } from './football-data.feed';
import { RequestBudget } from './request-budget';

/** football-data.org's adapter: its HTTP client, the plan's request budget and the feed itself. */
@Module({
  providers: [
    {
      provide: REQUEST_BUDGET,
      inject: [CONFIG, CLOCK],
      useFactory: (config: FootballConfig, clock: Clock) =>
        new RequestBudget(config.FOOTBALL_DATA_REQUESTS_PER_MINUTE, clock),
    },
    {
      provide: FOOTBALL_DATA_CLIENT,
      inject: [CONFIG, REQUEST_BUDGET],
      useFactory: (config: FootballConfig, budget: RequestBudget) => {
        const apiKey = config.FOOTBALL_DATA_API_KEY ?? '';
        if (config.FOOTBALL_PROVIDER === 'football-data' && !apiKey) {
          throw new ConfigError('football', [
            'FOOTBALL_DATA_API_KEY: required with FOOTBALL_PROVIDER=football-data',
          ]);
        }
        return new FootballDataClient({
          baseUrl: config.FOOTBALL_DATA_BASE_URL,
          apiKey,
          timeoutMs: config.FOOTBALL_DATA_TIMEOUT_MS,
          budget,
        });
      },
    },
    FootballDataFeed,
  ],
  exports: [FootballDataFeed, REQUEST_BUDGET],
})
export class FootballDataModule {}
