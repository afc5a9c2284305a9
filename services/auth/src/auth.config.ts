import { BaseConfig, booleanFlag } from '@p2p/service-kit';
import { z } from 'zod';

/** Variables of the auth service, on top of the kit's base ones. */
export const authConfigSchema = z.object({
  /** PEM of the RS256 private key that signs access tokens; JWT_PUBLIC_KEY (base) must be its pair. */
  JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Stores outgoing email and SMS and serves them at GET /api/dev/mailbox (the embedded default). */
  DEV_MAILBOX: booleanFlag,
  /** smtp(s)://user:pass@host:port: email goes out through it; without it, email is stored. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('P2P Bet <no-reply@p2pbet.local>'),
  /** Where people open the web app: reset links point there. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  SEED_DEMO_DATA: booleanFlag,
});

export type AuthConfig = BaseConfig & z.infer<typeof authConfigSchema>;
