import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '../auth.config';
import { DEVICE_COOKIE, DeviceCookies, readDeviceCookie } from './device-cookies';

const configWith = (key: string) => ({ TWO_FACTOR_SECRET_KEY: key }) as AuthConfig;
const KEY = 'a'.repeat(64);

/** The value `remember` sets, as the browser keeps it. */
function cookieFrom(devices: DeviceCookies, userId: string): string {
  let value = '';
  const response = { cookie: (_name: string, given: string) => (value = given) } as unknown as Response;
  devices.remember(response, userId);
  return value;
}

describe(DeviceCookies.name, () => {
  const devices = new DeviceCookies(configWith(KEY));

  it("trusts its own cookie for the account it was given to, and names the device by the cookie's nonce", () => {
    const userId = randomUUID();
    const cookie = cookieFrom(devices, userId);

    expect(devices.deviceOf(cookie, userId)).toBe(cookie.split('.')[0]);
  });

  it('gives every sign-in a new nonce', () => {
    const userId = randomUUID();

    expect(cookieFrom(devices, userId)).not.toBe(cookieFrom(devices, userId));
  });

  it('does not trust it for another account, under another key, or altered', () => {
    const userId = randomUUID();
    const cookie = cookieFrom(devices, userId);
    const [nonce, mac] = cookie.split('.');

    expect(devices.deviceOf(cookie, randomUUID())).toBeNull();
    expect(new DeviceCookies(configWith('b'.repeat(64))).deviceOf(cookie, userId)).toBeNull();
    expect(devices.deviceOf(`${nonce}A.${mac}`, userId)).toBeNull();
    expect(devices.deviceOf(`${nonce}.${mac.slice(1)}`, userId)).toBeNull();
    expect(devices.deviceOf(`${cookie}.extra`, userId)).toBeNull();
  });

  it.each([null, '', '.', 'nonce', 'nonce.', '.mac', '%zz.%zz'])('refuses %p', (cookie) => {
    expect(devices.deviceOf(cookie, randomUUID())).toBeNull();
  });
});

describe(readDeviceCookie.name, () => {
  const requestWith = (cookie?: string) => ({ headers: { cookie } }) as Request;

  it('finds the device cookie among others', () => {
    expect(readDeviceCookie(requestWith(`refresh_token=r; ${DEVICE_COOKIE}=n.m; other=x`))).toBe('n.m');
  });

  it.each([undefined, '', 'refresh_token=r', `${DEVICE_COOKIE}=`, `x${DEVICE_COOKIE}=n.m`])(
    'answers null for %p',
    (header) => {
      expect(readDeviceCookie(requestWith(header))).toBeNull();
    },
  );
});
