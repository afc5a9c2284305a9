import { clientAddress } from '@p2p/service-kit';
import type { Request } from 'express';
import { UAParser } from 'ua-parser-js';

/** Who opened or refreshed a session, as the sessions list and the new-device email show it. */
export interface SessionClient {
  userAgent: string | null;
  address: string;
}

export function sessionClient(request: Request): SessionClient {
  const userAgent = request.headers['user-agent'];
  return {
    userAgent: typeof userAgent === 'string' && userAgent.length > 0 ? userAgent.slice(0, 1000) : null,
    address: clientAddress(request),
  };
}

/**
 * "Chrome on Mac OS": the browser and the system without versions, so an update is not a new
 * device; what a user agent does not say is "Unknown browser" or left out.
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = new UAParser(userAgent).getResult();
  const browser = parsed.browser.name ?? 'Unknown browser';
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}
