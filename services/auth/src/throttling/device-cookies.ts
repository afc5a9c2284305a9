import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@p2p/service-kit';
import type { CookieOptions, Request, Response } from 'express';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthConfig } from '../auth.config';

export const DEVICE_COOKIE = 'login_device';

/** A browser that signed in keeps its trust this long, renewed at every sign-in. */
const DEVICE_COOKIE_DAYS = 365;

/**
 * Only the browser holds it (like the refresh cookie), and only the login routes (the password step
 * and the two-factor step under it) ever receive it: nothing else needs to know a browser is trusted.
 */
const cookieOptions: CookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/auth/login',
};

/** Separates this key from every other use of TWO_FACTOR_SECRET_KEY (HKDF's `info`, RFC 5869). */
const KEY_PURPOSE = 'p2p-bet auth login device cookie v1';

/**
 * OWASP's device cookies ("Slow brute force / device cookies"): a browser that signed in to an
 * account gets `<nonce>.<mac>`, an HMAC over the account's id and a random nonce. The id is not in
 * the cookie (the login names the account), so the cookie tells nothing about who uses the browser,
 * and a cookie of one account is no cookie at all for another. Nothing is stored: the nonce is the
 * device's name for counting its own failures (`LoginThrottle`).
 *
 * The key is derived with HKDF from TWO_FACTOR_SECRET_KEY, a required 32-byte random secret, so no
 * deployment needs a new secret, and knowing a device cookie's key tells nothing about the TOTP one.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: AuthConfig) {
    const secret = Buffer.from(config.TWO_FACTOR_SECRET_KEY, 'hex');
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_PURPOSE, 32));
  }

  /** Sets a fresh device cookie of the account that just signed in, replacing any other. */
  remember(response: Response, userId: string): void {
    const nonce = randomBytes(16).toString('base64url');
    response.cookie(DEVICE_COOKIE, `${nonce}.${this.mac(userId, nonce)}`, {
      ...cookieOptions,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    });
  }

  /** The nonce of the request's device cookie when it is a genuine one of this account, else null. */
  deviceOf(cookie: string | null, userId: string): string | null {
    const [nonce, mac, ...rest] = (cookie ?? '').split('.');
    if (!nonce || !mac || rest.length > 0) return null;
    const expected = Buffer.from(this.mac(userId, nonce));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  private mac(userId: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${nonce}`).digest('base64url');
  }
}

/** The device cookie from the Cookie header, or null. */
export function readDeviceCookie(request: Request): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== DEVICE_COOKIE) continue;
    return part.slice(separator + 1).trim() || null;
  }
  return null;
}
