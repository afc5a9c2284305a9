import { BaseConfig } from '@p2p/service-kit';
import { z } from 'zod';

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** Variables of the notifications service, on top of the kit's base ones and DATABASE_URL_NOTIFICATIONS. */
export const notificationsConfigSchema = z.object({
  /** smtp(s)://user:pass@host:port: emails go out through it; without it they wait in outgoing_emails. */
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('P2P Bet <no-reply@p2pbet.local>'),
  /** Where people open the web app: the links in emails point there. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  /** How often the mailer looks for emails to send; 0 turns it off (tests send themselves). */
  MAIL_POLL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Attempts at an email before it is marked failed (SMTP down, recipient not yet known). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** An email not sent by then is dropped as stale: the in-app notification stays. */
  MAIL_MAX_AGE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(24),
});

export type NotificationsConfig = BaseConfig & z.infer<typeof notificationsConfigSchema>;
