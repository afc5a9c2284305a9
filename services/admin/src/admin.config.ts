import { BaseConfig, serviceUrlList } from '@p2p/service-kit';
import { z } from 'zod';

/** Variables of the admin service, on top of the kit's base ones and DATABASE_URL_ADMIN. */
export const adminConfigSchema = z.object({
  /** Auth's internal API: role and status changes are auth's commands. */
  SERVICE_URL_AUTH: serviceUrlList,
  /** Betting's internal API: a bet settled by hand is betting's command. */
  SERVICE_URL_BETTING: serviceUrlList,
  /** Football's internal API: a simulated match finished now is football's command. */
  SERVICE_URL_FOOTBALL: serviceUrlList,
  /** A command to auth, betting or football without an answer by then is answered 503. */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  /**
   * How often each replica checks whether a rebuild (another replica's or the CLI's) started a new
   * generation of the read models, and follows it; 0 turns the check off.
   */
  PROJECTION_GENERATION_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
});

export type AdminConfig = BaseConfig & z.infer<typeof adminConfigSchema>;
