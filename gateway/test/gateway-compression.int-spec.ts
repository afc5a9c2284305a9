import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InMemoryEventBus } from '@p2p/messaging';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const LARGE = '/api/football/dashboard?pad=20000';
/** The stand-in's short refusal, sent with its length, as the services' answers are. */
const SMALL = '/api/football/forbidden';
const PUBLIC_PAGE = '/api/p2p-betting/offers/public?page=1&pad=20000';

/** Issue 32: every text answer goes out compressed, as the client takes it, whichever path answers it. */
describe('gateway compression of answers', () => {
  let bus: InMemoryEventBus;
  let football: FakeService;
  let betting: FakeService;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    bus = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    football = await FakeService.start('football');
    betting = await FakeService.start('betting');
    gateway = await startGateway(
      { SERVICE_URL_FOOTBALL: football.url, SERVICE_URL_BETTING: betting.url, PUBLIC_CACHE_TTL_MS: '60000' },
      undefined,
      bus,
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await football?.close();
    await betting?.close();
    await bus?.close();
  });

  const withEncoding = (encoding: string) => ({ headers: { 'accept-encoding': encoding } });

  it("compresses a service's answer with brotli or gzip, as the client takes it", async () => {
    const brotli = await call(`${gateway.url}${LARGE}`, withEncoding('gzip, deflate, br'));
    const gzip = await call(`${gateway.url}${LARGE}`, withEncoding('gzip'));
    const plain = await call(`${gateway.url}${LARGE}`, withEncoding('identity'));
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const answer of [brotli, gzip]) {
      expect(answer.status).toBe(200);
      expect(answer.body.padding).toBe(plain.body.padding);
      expect(String(answer.headers.get('vary')).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('sends an answer under a kilobyte as it is', async () => {
    const small = await call(`${gateway.url}${SMALL}`, withEncoding('br'));
    expect(small.status).toBe(403);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a cached public answer on both the full path and the edge path, and keeps it plain for a client that takes no encoding', async () => {
    const filled = await call(`${gateway.url}${PUBLIC_PAGE}`, withEncoding('br'));
    const atEdge = await call(`${gateway.url}${PUBLIC_PAGE}`, withEncoding('br'));
    const gzipAtEdge = await call(`${gateway.url}${PUBLIC_PAGE}`, withEncoding('gzip'));
    const plain = await call(`${gateway.url}${PUBLIC_PAGE}`, withEncoding('identity'));
    expect(betting.received.filter((request) => request.url === PUBLIC_PAGE)).toHaveLength(1);
    expect(filled.headers.get('content-encoding')).toBe('br');
    expect(atEdge.headers.get('content-encoding')).toBe('br');
    expect(gzipAtEdge.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const answer of [filled, atEdge, gzipAtEdge]) {
      expect(answer.body).toEqual(plain.body);
      expect(String(answer.headers.get('vary')).toLowerCase()).toContain('accept-encoding');
    }
  });
});
