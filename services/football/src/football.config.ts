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
  /** Routes under /api/football/test that finish, move, void and create matches. Never in production. */
  FOOTBALL_TEST_CONTROLS: booleanFlag,
});

export type FootballConfig = BaseConfig &
  z.infer<typeof footballConfigSchema> & { DATABASE_URL_FOOTBALL: string };
