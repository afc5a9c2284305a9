import { BaseConfig, booleanFlag } from '@p2p/service-kit';
import { z } from 'zod';

/** Like the kit's `booleanFlag`, for switches that are on unless turned off. */
const enabledUnlessFalse = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((value) => value === 'true' || value === '1');

/** The football service's own variables (documented in services/football/README.md). */
export const footballConfigSchema = z.object({
  FOOTBALL_CLOCK_ENABLED: enabledUnlessFalse,
  /** Match minutes per real minute: 1 is real time, 60 plays a match minute every real second. */
  FOOTBALL_CLOCK_SPEED: z.coerce.number().positive().max(3600).default(1),
  FOOTBALL_CLOCK_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How often a replica without the clock lease asks for it again. */
  FOOTBALL_CLOCK_LEASE_RETRY_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Share of matches postponed at kick-off or abandoned during play. */
  FOOTBALL_VOID_RATE: z.coerce.number().min(0).max(1).default(0.02),
  /** Seed of the demo data and of the simulation; random when absent. */
  FOOTBALL_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
  /** The bookmaker margin the displayed odds carry (0.05: implied probabilities sum to 105%). */
  FOOTBALL_ODDS_MARGIN: z.coerce.number().min(0).max(0.3).default(0.05),
  SEED_DEMO_DATA: booleanFlag,
  /** Routes under /api/football/test that finish, move, void and create matches: development and test only. */
  FOOTBALL_TEST_CONTROLS: booleanFlag,
  /**
   * Where fixtures and results come from: `demo` (the simulated season the live clock plays) or
   * `football-data` (football-data.org's API v4: real fixtures, live scores and final results).
   */
  FOOTBALL_PROVIDER: z.enum(['demo', 'football-data']).default('demo'),
  /** The football-data.org token (sent as X-Auth-Token); required with FOOTBALL_PROVIDER=football-data. */
  FOOTBALL_DATA_API_KEY: z.string().trim().optional(),
  /** The API's root; tests point it at a local server. */
  FOOTBALL_DATA_BASE_URL: z.string().url().default('https://api.football-data.org/v4'),
  /** The plan's limit (the free plan allows 10 a minute); the poller never sends more in any 60 s. */
  FOOTBALL_DATA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(10),
  FOOTBALL_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often the poller wakes to see whether a request is due (one request at most per wake). */
  FOOTBALL_FEED_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A match the feed reports suspended and not resumed within this many minutes is abandoned (void). */
  FOOTBALL_FEED_VOID_AFTER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
});

export type FootballProviderName = z.infer<typeof footballConfigSchema>['FOOTBALL_PROVIDER'];

export type FootballConfig = BaseConfig &
  z.infer<typeof footballConfigSchema> & { DATABASE_URL_FOOTBALL: string };
