import { BaseConfig, booleanFlag } from '@p2p/service-kit';
import { z } from 'zod';

/** Variables of the auth service, on top of the kit's base ones. */
export const authConfigSchema = z.object({
  /** PEM of the RS256 private key that signs access tokens; JWT_PUBLIC_KEY (base) must be its pair. */
  JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }),
  /** 32 bytes as 64 hex digits: the AES-256-GCM key of the TOTP secrets at rest. */
  TWO_FACTOR_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { message: 'must be 32 bytes as 64 hex digits (openssl rand -hex 32)' }),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** smtp(s)://user:pass@host:port: email goes out through it; without it, email is stored. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /**
   * With SMTP_URL, text messages go out as email to `<digits>@<this domain>` (the embedded mode's
   * catcher, where the person at the machine reads them); without it SMS are stored for a provider.
   */
  SMS_TO_EMAIL_DOMAIN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be a domain name such as sms.localhost')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('P2P Bet <no-reply@p2pbet.local>'),
  /** Where people open the web app: reset links point there. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  SEED_DEMO_DATA: booleanFlag,
  /** Failed logins counted per (account, client address): the pair gets 429 at this many. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Failed logins from one client address over every account (password spraying). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Failed logins at one account from any address: at this many it is locked for untrusted clients. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /** Failed logins of one trusted device (device cookie): at this many it is distrusted for the window. */
  LOGIN_MAX_FAILURES_PER_DEVICE: z.coerce.number().int().min(1).default(5),
  /** The window the four counts above cover. */
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How long an account lock lasts unless the owner's mailed unlock link lifts it sooner. */
  ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
});

export type AuthConfig = BaseConfig & z.infer<typeof authConfigSchema>;
