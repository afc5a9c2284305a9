import { jest } from '@jest/globals';
import type { BettingLimit, DepositLimit } from '@p2p/contracts/api';
import { jsonResponse } from '../../testing/json-response';
import { bettingLimits } from './betting-limit-factory';
import { depositLimits } from './deposit-limit-factory';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

const READS = { deposit: '/api/wallet/limits/deposit', betting: '/api/p2p-betting/limits' } as const;

/**
 * The wallet's and betting's limits routes behind `fetch`: `load` (per service) and `save` answer
 * instead when they return a response; a save nobody scripted fails. Answers every call it saw.
 */
export function mockLimitsFetch({
  deposit = depositLimits(),
  betting = bettingLimits(),
  load = () => undefined,
  save = () => undefined,
}: {
  deposit?: DepositLimit[];
  betting?: BettingLimit[];
  load?: (service: keyof typeof READS) => Response | undefined;
  save?: (call: Call) => Response | undefined;
} = {}): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    if (method === 'GET' && url === READS.deposit)
      return load('deposit') ?? jsonResponse(200, { success: true, data: deposit });
    if (method === 'GET' && url === READS.betting)
      return load('betting') ?? jsonResponse(200, { success: true, data: betting });
    if (method === 'PUT' && (url.startsWith(`${READS.deposit}/`) || url.startsWith(`${READS.betting}/`)))
      return save(call) ?? jsonResponse(500, { success: false, message: 'No answer scripted' });
    // No break from betting in force (the tab's last section).
    if (method === 'GET' && url === '/api/auth/exclusion')
      return jsonResponse(200, { success: true, data: null });
    // The reality check off (the card after it).
    if (method === 'GET' && url === '/api/auth/reality-check')
      return jsonResponse(200, {
        success: true,
        data: { intervalMinutes: null, sessionStartedAt: '2026-11-27T10:00:00.000Z' },
      });
    return jsonResponse(200, { success: true, data: { user: alice } });
  });
  return calls;
}

export const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

/** Signs Alice in, as the shell keeps a session. */
export function signInAlice(): void {
  localStorage.clear();
  localStorage.setItem('authToken', 'token');
  localStorage.setItem('user', JSON.stringify(alice));
}
