import { jest } from '@jest/globals';
import { jsonResponse } from '../../testing/json-response';
import type { NetResult } from '@p2p/contracts/api';
import type { RealityCheckSetting } from '../reality-check-queries';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

/**
 * Auth's reality-check route and betting's net result behind `fetch`: `setting` is read (and a PUT
 * answered by `save`, or stored with auth's message); `netResult` answers every net-result read.
 * Answers every call it saw.
 */
export function mockRealityCheckFetch({
  setting,
  netResult = () => jsonResponse(200, { success: true, data: { since: '', net: '0.00', settled: 0 } }),
  save,
}: {
  setting: RealityCheckSetting;
  netResult?: (call: Call) => Response | Promise<Response>;
  save?: (call: Call) => Response;
}): Call[] {
  const calls: Call[] = [];
  let stored = setting;
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (call.url === '/api/auth/reality-check' && call.method === 'GET')
      return jsonResponse(200, { success: true, data: stored });
    if (call.url === '/api/auth/reality-check' && call.method === 'PUT') {
      if (save) return save(call);
      stored = { ...stored, intervalMinutes: (call.body as RealityCheckSetting).intervalMinutes };
      const message =
        stored.intervalMinutes === null
          ? 'Reality check turned off'
          : `You will be reminded every ${stored.intervalMinutes} minutes of session time`;
      return jsonResponse(200, { success: true, data: stored, message });
    }
    if (call.url.startsWith('/api/p2p-betting/net-result')) return netResult(call);
    // The session's own token check, and logout.
    return jsonResponse(200, { success: true, data: { user: alice } });
  });
  return calls;
}

export const netResultAnswer = (result: NetResult) => () =>
  jsonResponse(200, { success: true, data: result });
