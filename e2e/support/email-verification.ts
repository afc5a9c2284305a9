import { expect } from '@jest/globals';
import type { Api } from './bettors';
import { mailCatcherOf } from './mail-catcher';

export interface SignedUp {
  user: { id: string; isEmailVerified: boolean };
  /** The access token signup answers: its email is not verified yet. */
  token: string;
  /** `refresh_token=...`, ready for a Cookie header, as the browser would keep it. */
  refreshCookie: string;
}

/** Signs up through the gateway, keeping the session's refresh cookie the JSON client has no use for. */
export async function signUp(api: Api, form: Record<string, string>): Promise<SignedUp> {
  const response = await fetch(`${api.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  const body = (await response.json()) as { data: { user: SignedUp['user']; token: string } };
  expect({ status: response.status, body }).toMatchObject({ status: 201 });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('refresh_token='));
  if (!cookie) throw new Error('Signup set no refresh cookie');
  return { user: body.data.user, token: body.data.token, refreshCookie: cookie.split(';')[0] };
}

/** The six digits of the newest verification email to that address, once it has arrived. */
export async function mailedVerificationPin(api: Api, email: string): Promise<string> {
  const mail = await mailCatcherOf(api.baseUrl).latestTo(email);
  const pin = /Your verification code is (\d{6})/.exec(mail.text)?.[1];
  if (!pin) throw new Error(`The newest mail to ${email} has no verification code`);
  return pin;
}

/**
 * Verifies the email with the mailed PIN, then refreshes the session of `refreshCookie`, as the web
 * app does: the new access token carries the verified claim the money routes ask for.
 */
export async function verifiedEmailToken(api: Api, email: string, refreshCookie: string): Promise<string> {
  const verified = await api('POST', '/api/email-verification/verify-pin', {
    body: { email, pin: await mailedVerificationPin(api, email) },
  });
  expect(verified).toMatchObject({ status: 200 });
  const refreshed = await api('POST', '/api/auth/refresh', { cookie: refreshCookie });
  expect(refreshed).toMatchObject({ status: 200 });
  return refreshed.body.data.token as string;
}
