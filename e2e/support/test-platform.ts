import { afterAll, beforeAll } from '@jest/globals';
import { startPlatform, webRoots, type PlatformOptions, type RunningPlatform } from '@p2p/scripts';
import { freePort, testKeyPair, TEST_INTERNAL_TOKEN, TEST_TWO_FACTOR_SECRET_KEY } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { apiClient, type Api } from './bettors';
import { registerMailCatcher, SMS_DOMAIN, startMailCatcher, type MailCatcher } from './mail-catcher';

/** The platform and the MailDev its auth service sends email and SMS to, as `npm start` runs them. */
export type TestPlatform = RunningPlatform & { mail: MailCatcher };

/**
 * The embedded platform, in this test process, on the run's PostgreSQL with databases of its own:
 * black-box tests talk to it only through the gateway's URL, and read its mail in its catcher.
 */
export async function startTestPlatform(
  env: Record<string, string> = {},
  options: { staticRoots?: PlatformOptions['staticRoots'] } = {},
): Promise<TestPlatform> {
  const postgresUrl = process.env.TEST_PG_URL;
  if (!postgresUrl) throw new Error('TEST_PG_URL is not set: run through Jest');
  const keys = testKeyPair();
  const mail = await startMailCatcher();
  const platform = await startPlatform({
    postgresUrl,
    databasePrefix: `e2e_${randomBytes(3).toString('hex')}_`,
    port: await freePort(),
    staticRoots: options.staticRoots,
    env: {
      // The demo and test switches (FOOTBALL_TEST_CONTROLS, SEED_DEMO_DATA) start only under it.
      NODE_ENV: 'test',
      // E2E_LOG_LEVEL=warn shows the platform's own logs when a test fails for reasons it cannot see.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_PRIVATE_KEY: keys.privateKey,
      INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN,
      TWO_FACTOR_SECRET_KEY: TEST_TWO_FACTOR_SECRET_KEY,
      OUTBOX_POLL_MS: '200',
      SMTP_URL: mail.smtpUrl,
      SMS_TO_EMAIL_DOMAIN: SMS_DOMAIN,
      // Every test client comes from 127.0.0.1: the gateway's own rate-limit tests cover the limits.
      RATE_LIMIT_PER_MINUTE_IP: '1000000',
      RATE_LIMIT_PER_MINUTE_USER: '1000000',
      RATE_LIMIT_AUTH_PER_MINUTE_IP: '1000000',
      ...env,
    },
  }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  registerMailCatcher(platform.url, mail);
  return {
    ...platform,
    mail,
    close: async () => {
      await platform.close();
      registerMailCatcher(platform.url, null);
      await mail.close();
    },
  };
}

/** The built frontends, as `npm start` serves them (build them first: `npm run build:web`). */
export const builtWebRoots = () => webRoots(resolve(__dirname, '../..'));

/** The platform a describe block's tests share, as they read it, and a client of its API. */
export interface PlatformFixture {
  readonly url: string;
  readonly mail: MailCatcher;
  readonly services: RunningPlatform['services'];
  readonly api: Api;
}

/**
 * Starts the platform before the tests of the describe block it is called in and closes it after
 * them. Hooks run in the order they are declared, so the block's own beforeAll, written after this
 * call, may already use it. Read the fields inside hooks and tests: they exist once it has started.
 */
export function useTestPlatform(
  env: Record<string, string> = {},
  options: { staticRoots?: PlatformOptions['staticRoots'] } = {},
): PlatformFixture {
  let started: { platform: TestPlatform; api: Api } | null = null;
  beforeAll(async () => {
    const platform = await startTestPlatform(env, options);
    started = { platform, api: apiClient(platform.url) };
  });
  afterAll(async () => {
    await started?.platform.close();
    started = null;
  });
  const running = () => {
    if (!started) throw new Error('The platform is not running: read it inside a hook or a test');
    return started;
  };
  return {
    get url() {
      return running().platform.url;
    },
    get mail() {
      return running().platform.mail;
    },
    get services() {
      return running().platform.services;
    },
    get api() {
      return running().api;
    },
  };
}
