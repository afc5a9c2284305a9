import { describe, expect, it } from '@jest/globals';
import { clientResponseHeaders, upstreamRequestHeaders } from './forwarded-headers';

describe(upstreamRequestHeaders.name, () => {
  const context = {
    remoteAddress: '203.0.113.9',
    clientAddress: '198.51.100.7',
    internalToken: 'the-gateway-token-0123',
    secure: false,
    requestId: 'req-1',
    upstreamHost: '127.0.0.1:4001',
  };

  it('keeps end-to-end headers and drops hop-by-hop ones, including those Connection names', () => {
    const headers = upstreamRequestHeaders(
      {
        authorization: 'Bearer t',
        'content-type': 'application/json',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': '1',
        'transfer-encoding': 'chunked',
        'proxy-authorization': 'Basic x',
        host: 'bet.example',
      },
      context,
    );

    expect(headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
    expect(headers).not.toHaveProperty('connection');
    expect(headers).not.toHaveProperty('x-secret-hop');
    expect(headers).not.toHaveProperty('transfer-encoding');
    expect(headers).not.toHaveProperty('proxy-authorization');
  });

  it('addresses the service, and tells it who asked and through which host', () => {
    const headers = upstreamRequestHeaders({ host: 'bet.example', 'x-request-id': 'spoofed' }, context);

    expect(headers).toMatchObject({
      host: '127.0.0.1:4001',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'bet.example',
      'x-forwarded-proto': 'http',
    });
  });

  it('appends the client to an existing X-Forwarded-For chain', () => {
    const headers = upstreamRequestHeaders({ 'x-forwarded-for': '198.51.100.1' }, context);

    expect(headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.9');
  });

  it("sends its own token and the client's computed address, whatever the client sent under those names", () => {
    const headers = upstreamRequestHeaders(
      { 'x-internal-token': 'guessed', 'x-client-address': '10.0.0.1' },
      context,
    );

    expect(headers['x-internal-token']).toBe('the-gateway-token-0123');
    expect(headers['x-client-address']).toBe('198.51.100.7');
  });
});

describe(clientResponseHeaders.name, () => {
  it('passes every cookie and the body framing through, but not the connection or X-Powered-By', () => {
    const headers = clientResponseHeaders(
      {
        'set-cookie': ['refresh=a; HttpOnly', 'other=b'],
        'content-length': '12',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'x-powered-by': 'Express',
      },
      {},
    );

    expect(headers).toEqual({ 'set-cookie': ['refresh=a; HttpOnly', 'other=b'], 'content-length': '12' });
  });

  it.each([{ authorization: 'Bearer t' }, { cookie: 'refresh_token=r' }])(
    'forbids storing the answer to a request with credentials (%o), whatever the service said',
    (request) => {
      const headers = clientResponseHeaders({ 'cache-control': 'public, max-age=600' }, request);

      expect(headers['cache-control']).toBe('no-store');
    },
  );

  it("keeps the service's caching of an answer to an anonymous request", () => {
    const headers = clientResponseHeaders({ 'cache-control': 'public, max-age=600' }, {});

    expect(headers['cache-control']).toBe('public, max-age=600');
  });
});
