import type { INestApplication } from '@nestjs/common';
import { AuthModule } from '@p2p/auth-service';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import type { EventEnvelope } from '@p2p/contracts';
import {
  CaughtMail,
  eventually,
  GatewayClient,
  MailCatcher,
  serviceTestEnv,
  startMailCatcher,
  TestClock,
  viaGateway,
} from '@p2p/testing';
import { DataSource } from 'typeorm';
import { signupForm, SignupForm } from '../factories/accounts';

export interface AuthApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  db: DataSource;
  /** Where its email (and SMS, as email) goes, when started with `{ mail: true }`. */
  mail?: MailCatcher;
  /** The time its rules read (a code's step, a break's end): stopped at the start, moved by the test. */
  clock: TestClock;
  api(): GatewayClient;
  close(): Promise<void>;
}

/** Fast retries so a failing handler reaches the dead-letter topic within a test. */
export const newBus = () => new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });

export const authEnv = (extra: Record<string, string> = {}) =>
  serviceTestEnv('auth', { PUBLIC_URL: 'https://bet.example.test', ...extra });

/** The domain SMS go to as email, as in the embedded mode. */
export const SMS_DOMAIN = 'sms.localhost';

/**
 * The auth service on a fresh database and its own bus, created the way every service is; with
 * `mail`, it sends email and SMS to a MailDev of its own, as `npm start` does.
 */
export async function startAuthApp(env = authEnv(), options: { mail?: boolean } = {}): Promise<AuthApp> {
  const mail = options.mail ? await startMailCatcher() : undefined;
  const bus = newBus();
  const clock = new TestClock();
  const app = await createServiceApp(AuthModule, {
    env: mail ? { SMTP_URL: mail.smtpUrl, SMS_TO_EMAIL_DOMAIN: SMS_DOMAIN, ...env } : env,
    title: 'Auth',
    bus,
    clock,
  });
  return {
    app,
    bus,
    clock,
    db: app.get(DataSource),
    mail,
    api: () => viaGateway(app.getHttpServer()),
    close: async () => {
      await app.close();
      await bus.close();
      await mail?.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface RegisteredUser {
  form: SignupForm;
  id: string;
  token: string;
  refreshCookie: string;
}

/** Signs a user up over HTTP and returns what the client holds afterwards. */
export async function register(auth: AuthApp, overrides: Partial<SignupForm> = {}): Promise<RegisteredUser> {
  const form = signupForm(overrides);
  const response = await auth.api().post('/api/auth/register').send(form).expect(201);
  return {
    form,
    id: response.body.data.user.id,
    token: response.body.data.token,
    refreshCookie: refreshCookieOf(response.headers['set-cookie']),
  };
}

/** `refresh_token=...` from a Set-Cookie header, ready for a Cookie header. */
export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((value) => value.startsWith('refresh_token='));
  if (!cookie) throw new Error(`No refresh cookie in ${JSON.stringify(setCookie)}`);
  return cookie.split(';')[0];
}

/** The newest mail to an email address or a phone (its SMS, as email) in the app's catcher, once it arrives. */
export function latestMessage(auth: AuthApp, to: string): Promise<CaughtMail> {
  return catcherOf(auth).latestTo(mailboxOf(to));
}

/** Every mail to an email address or a phone so far, newest first. */
export function messagesTo(auth: AuthApp, to: string): Promise<CaughtMail[]> {
  return catcherOf(auth).messagesTo(mailboxOf(to));
}

/** '+1 555 010 4242' reads its SMS at 15550104242@sms.localhost. */
const mailboxOf = (to: string) => (to.includes('@') ? to : `${to.replace(/\D/g, '')}@${SMS_DOMAIN}`);

function catcherOf(auth: AuthApp): MailCatcher {
  if (!auth.mail) throw new Error('Start the app with { mail: true } to read its mail');
  return auth.mail;
}

export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`No code in: ${text}`);
  return match[1];
}

/** The event of a type and key the service published (through its outbox relay). */
export function publishedEvent(auth: AuthApp, type: string, key: string): Promise<EventEnvelope> {
  return eventually(() => {
    const event = auth.bus
      .events('auth.events')
      .find((candidate) => candidate.type === type && candidate.key === key);
    if (!event) throw new Error(`No ${type} for ${key}`);
    return event;
  });
}

/** Every event of a type and key published so far. */
export function publishedEvents(auth: AuthApp, type: string, key: string): EventEnvelope[] {
  return auth.bus
    .events('auth.events')
    .filter((candidate) => candidate.type === type && candidate.key === key);
}
