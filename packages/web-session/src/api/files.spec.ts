/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { session } from '../session/SessionProvider';
import { NETWORK_ERROR } from './api-error';
import { fetchFile, upload } from './files';

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

function reply(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => JSON.stringify(body),
    blob: async () => new Blob(['file bytes'], { type: 'image/png' }),
  } as unknown as Response;
}

/** Answers each upload with the next scripted status and body, after reporting the body half and fully sent. */
class ScriptedXhr {
  static script: Array<{ status: number; body: unknown } | 'network-error'> = [];
  static sent: ScriptedXhr[] = [];
  headers: Record<string, string> = {};
  body: string | null = null;
  method = '';
  url = '';
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: string) {
    this.body = body;
    ScriptedXhr.sent.push(this);
    const next = ScriptedXhr.script.shift() ?? 'network-error';
    queueMicrotask(() => {
      if (next === 'network-error') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 } as ProgressEvent);
      this.status = next.status;
      this.responseText = JSON.stringify(next.body);
      this.onload?.();
    });
  }
}

describe('upload', () => {
  beforeAll(() => {
    localStorage.setItem('authToken', 'old-token');
    localStorage.setItem('user', JSON.stringify(alice));
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      reply(200, { success: true, data: { user: alice } }),
    );
    session.start();
  });

  beforeEach(() => {
    ScriptedXhr.script = [];
    ScriptedXhr.sent = [];
    globalThis.XMLHttpRequest = ScriptedXhr as unknown as typeof XMLHttpRequest;
  });

  it("sends the JSON body with the session's token, reports progress and resolves to the whole answer", async () => {
    ScriptedXhr.script = [
      { status: 201, body: { success: true, message: 'Saved', transaction: { id: 'd1' } } },
    ];
    const progress: number[] = [];

    const answer = await upload('/api/deposits/submit', {
      body: { amount: '10.00' },
      headers: { 'Idempotency-Key': 'k1' },
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });

    expect(answer).toEqual({ success: true, message: 'Saved', transaction: { id: 'd1' } });
    expect(progress).toEqual([0.5, 1]);
    const [request] = ScriptedXhr.sent;
    expect([request.method, request.url, request.body]).toEqual([
      'POST',
      '/api/deposits/submit',
      '{"amount":"10.00"}',
    ]);
    expect(request.headers).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k1',
    });
  });

  it('refreshes the token once after a 401 and sends again with the new one', async () => {
    ScriptedXhr.script = [
      { status: 401, body: { success: false, message: 'Token expired' } },
      { status: 201, body: { success: true } },
    ];
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      reply(200, { success: true, data: { token: 'fresh-token', user: alice } }),
    );

    await upload('/api/deposits/submit', { body: {} });

    expect(ScriptedXhr.sent.map((request) => request.headers.Authorization)).toEqual([
      'Bearer old-token',
      'Bearer fresh-token',
    ]);
    expect(String(jest.mocked(globalThis.fetch).mock.calls[0][0])).toBe('/api/auth/refresh');
  });

  it("rejects with the server's message and status, or the network error when no answer came", async () => {
    ScriptedXhr.script = [{ status: 409, body: { success: false, message: 'Too many pending deposits' } }];

    await expect(upload('/api/deposits/submit', { body: {}, fallback: 'Failed' })).rejects.toMatchObject({
      message: 'Too many pending deposits',
      status: 409,
    });
    await expect(upload('/api/deposits/submit', { body: {} })).rejects.toMatchObject({
      message: NETWORK_ERROR,
      status: 0,
    });
  });
});

describe('fetchFile', () => {
  it('reads a file served with the token as a Blob', async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () => reply(200, null));

    const blob = await fetchFile('/api/deposits/transactions/d1/proof');

    expect(blob.type).toBe('image/png');
    const [path, init] = jest.mocked(globalThis.fetch).mock.calls[0];
    expect(path).toBe('/api/deposits/transactions/d1/proof');
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it("rejects with the server's message", async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      reply(404, { success: false, message: 'Proof of payment not found' }),
    );

    await expect(fetchFile('/api/deposits/transactions/d1/proof')).rejects.toMatchObject({
      message: 'Proof of payment not found',
      status: 404,
    });
  });
});
