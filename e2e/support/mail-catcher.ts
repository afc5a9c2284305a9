import type { MailCatcher } from '@p2p/testing';

export { startMailCatcher, type CaughtMail, type MailCatcher } from '@p2p/testing';

/** The domain the platform's SMS go to as email, as `npm start` sets it. */
export const SMS_DOMAIN = 'sms.localhost';

const catchers = new Map<string, MailCatcher>();

/** Remembers which catcher a platform (by its gateway URL) sends its mail to. */
export function registerMailCatcher(platformUrl: string, catcher: MailCatcher | null): void {
  if (catcher) catchers.set(platformUrl, catcher);
  else catchers.delete(platformUrl);
}

/** The mail catcher of a platform started by `startTestPlatform` in this test file. */
export function mailCatcherOf(platformUrl: string): MailCatcher {
  const catcher = catchers.get(platformUrl);
  if (!catcher)
    throw new Error(`No mail catcher for ${platformUrl}: start the platform with startTestPlatform`);
  return catcher;
}
