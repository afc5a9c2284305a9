import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { eventually } from '@p2p/testing';
import { FakeService } from './support/fake-service';
import { call, GatewayUnderTest, startGateway } from './support/gateway-under-test';

const PAGE_ONE = '/api/p2p-betting/offers/public?page=1';

/** Anonymous public lists are answered from the gateway's memory until an offer or a match changes. */
describe('gateway cache of public lists', () => {
  let bus: InMemoryEventBus;
  let betting: FakeService;
  let gateway: GatewayUnderTest;

  beforeAll(async () => {
    bus = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    betting = await FakeService.start('betting');
    // Long enough that no answer expires during a test: what is measured here is the invalidation.
    gateway = await startGateway(
      { SERVICE_URL_BETTING: betting.url, PUBLIC_CACHE_TTL_MS: '60000' },
      undefined,
      bus,
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await betting?.close();
    await bus?.close();
  });

  // Each test starts from an empty cache: an event clears it.
  beforeEach(async () => {
    await publishOfferEvent();
    await bus.idle();
    betting.received.length = 0;
  });

  const publishOfferEvent = () =>
    bus.publish(Topics.betting, [
      createEvent('betting.OfferCancelled', 'offer-1', {
        offerId: 'offer-1',
        userId: 'user-1',
        stake: '10.00',
      }),
    ]);
  const cacheCount = async (result: string) => {
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const line = metrics
      .split('\n')
      .find((row) => row.startsWith('gateway_public_cache_total{') && row.includes(`result="${result}"`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const reachedBetting = (path: string) => betting.received.filter((request) => request.url === path).length;

  it('answers the same page from memory, with an ETag, until an offer changes', async () => {
    const first = await call(`${gateway.url}${PAGE_ONE}`);
    const second = await call(`${gateway.url}${PAGE_ONE}`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(reachedBetting(PAGE_ONE)).toBe(1);

    await publishOfferEvent();
    await eventually(async () => {
      await call(`${gateway.url}${PAGE_ONE}`);
      expect(reachedBetting(PAGE_ONE)).toBe(2);
    });
  });

  it('answers a held page before the middleware, with the same headers as the full path', async () => {
    const first = await call(`${gateway.url}${PAGE_ONE}`);
    const second = await call(`${gateway.url}${PAGE_ONE}`, { headers: { 'x-request-id': 'edge-1' } });
    expect(reachedBetting(PAGE_ONE)).toBe(1);
    for (const name of ['content-security-policy', 'x-content-type-options', 'content-type', 'etag'])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('x-request-id')).toBe('edge-1');
    expect(second.headers.get('x-ratelimit-limit')).toBeNull();
    const third = await call(`${gateway.url}${PAGE_ONE}`);
    expect(third.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('leaves a cross-origin caller to the CORS middleware, which answers it from the same cache', async () => {
    await call(`${gateway.url}${PAGE_ONE}`);
    const before = { edge: await cacheCount('edge'), hit: await cacheCount('hit') };
    const crossOrigin = await call(`${gateway.url}${PAGE_ONE}`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossOrigin.status).toBe(200);
    // No origin is configured, so CORS allows none.
    expect(crossOrigin.headers.get('access-control-allow-origin')).toBeNull();
    expect(await cacheCount('hit')).toBe(before.hit + 1);
    expect(await cacheCount('edge')).toBe(before.edge);
    await call(`${gateway.url}${PAGE_ONE}`);
    expect(await cacheCount('edge')).toBe(before.edge + 1);
    expect(reachedBetting(PAGE_ONE)).toBe(1);
  });

  it('answers 304 without a body to a client that holds the page', async () => {
    const first = await call(`${gateway.url}${PAGE_ONE}`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${gateway.url}${PAGE_ONE}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await fetch(`${gateway.url}${PAGE_ONE}`, { headers: { 'if-none-match': '"older"' } });
    expect(other.status).toBe(200);
  });

  it('keeps each page and filter apart', async () => {
    const pageTwo = '/api/p2p-betting/offers/public?page=2';
    const first = await call(`${gateway.url}${PAGE_ONE}`);
    const second = await call(`${gateway.url}${pageTwo}`);
    expect(second.body.url).toBe(pageTwo);
    expect(first.body.url).toBe(PAGE_ONE);
    expect(reachedBetting(pageTwo)).toBe(1);
  });

  it('never answers a request with credentials from memory', async () => {
    await call(`${gateway.url}${PAGE_ONE}`);
    const withToken = await call(`${gateway.url}${PAGE_ONE}`, { headers: { authorization: 'Bearer x' } });
    const withCookie = await call(`${gateway.url}${PAGE_ONE}`, { headers: { cookie: 'a=b' } });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    expect(withCookie.headers.get('cache-control')).toBe('no-store');
    expect(reachedBetting(PAGE_ONE)).toBe(3);
  });

  it('passes other lists and every command through', async () => {
    const own = '/api/p2p-betting/offers';
    await call(`${gateway.url}${own}`);
    await call(`${gateway.url}${own}`);
    await call(`${gateway.url}${PAGE_ONE}`, { method: 'POST' });
    await call(`${gateway.url}${PAGE_ONE}`, { method: 'POST' });
    expect(reachedBetting(own)).toBe(2);
    expect(reachedBetting(PAGE_ONE)).toBe(2);
  });

  it.each([
    ["each match's offer list", '/api/p2p-betting/matches/match-7/offers'],
    [
      "a grid's offers of several matches",
      '/api/p2p-betting/matches/offers?matchIds=match-7,match-8&limit=3',
    ],
  ])('answers %s from memory too', async (_list, matchOffers) => {
    await call(`${gateway.url}${matchOffers}`);
    await call(`${gateway.url}${matchOffers}`);
    expect(reachedBetting(matchOffers)).toBe(1);
  });

  it('asks the service once for a page many callers want at the same time', async () => {
    const slowPage = '/api/p2p-betting/offers/public?page=1&delayed=1';
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(`${gateway.url}${slowPage}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(reachedBetting(slowPage)).toBe(1);
  });

  it('drops its answers when a match changes too', async () => {
    await call(`${gateway.url}${PAGE_ONE}`);
    await bus.publish(Topics.football, [
      createEvent('football.MatchUpdated', 'match-7', {
        matchId: 'match-7',
        status: 'Live',
        minute: 12,
        homeScore: 1,
        awayScore: 0,
        kickoffAt: new Date().toISOString(),
      }),
    ]);
    await bus.idle();
    await call(`${gateway.url}${PAGE_ONE}`);
    expect(reachedBetting(PAGE_ONE)).toBe(2);
  });
});
