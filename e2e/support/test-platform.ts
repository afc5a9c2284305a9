import { startPlatform, webRoots, type PlatformOptions, type RunningPlatform } from '@p2p/scripts';
import { freePort, testKeyPair, TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
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
      // E2E_LOG_LEVEL=warn shows the platform's own logs when a test fails for reasons it cannot see.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'silent',
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_PRIVATE_KEY: keys.privateKey,
      INTERNAL_API_TOKEN: TEST_INTERNAL_TOKEN,
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
