import type { INestApplication } from '@nestjs/common';
import { AuthModule } from '@p2p/auth-service';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import type { EventEnvelope } from '@p2p/contracts';
import { eventually, serviceTestEnv } from '@p2p/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signupForm, SignupForm } from '../factories/accounts';

export interface AuthApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  db: DataSource;
  api(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/** Fast retries so a failing handler reaches the dead-letter topic within a test. */
export const newBus = () => new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });

export const authEnv = (extra: Record<string, string> = {}) =>
  serviceTestEnv('auth', { DEV_MAILBOX: 'true', PUBLIC_URL: 'https://bet.example.test', ...extra });

/** The auth service on a fresh database and its own bus, created the way every service is. */
export async function startAuthApp(env = authEnv()): Promise<AuthApp> {
  const bus = newBus();
  const app = await createServiceApp(AuthModule, { env, title: 'Auth', bus });
  return {
    app,
    bus,
    db: app.get(DataSource),
    api: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await bus.close();
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

/** The newest message to an address in the dev mailbox, and the six-digit code or link in it. */
export async function latestMessage(auth: AuthApp, to: string): Promise<{ subject: string; text: string }> {
  const response = await auth.api().get('/api/dev/mailbox').query({ to }).expect(200);
  const [message] = response.body.data as Array<{ subject: string; text: string }>;
  if (!message) throw new Error(`No message to ${to}`);
  return message;
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
