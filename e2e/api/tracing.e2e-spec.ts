// First: tracing must be in place before the platform's modules load.
import { tracing } from '../support/in-memory-tracing';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SpanKind } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { eventually } from '@p2p/testing';
import { fundBettors, registerBettor, scheduleTestMatch } from '../support/bettors';
import { useTestPlatform } from '../support/test-platform';

const DAY_MS = 86_400_000;

const serviceOf = (span: ReadableSpan) => span.attributes['p2p.service'];

/**
 * W3C trace context from the browser's request to the last consumer (issue 34): through the
 * gateway's proxy, betting's call to the wallet, the outbox row, the relay and the bus.
 */
describe('a take, traced with OpenTelemetry', () => {
  const platform = useTestPlatform({ FOOTBALL_TEST_CONTROLS: 'true' });

  afterAll(async () => {
    await tracing.stop();
  });

  it("is one trace: the gateway, betting, the wallet's hold, the relay's publish of OfferMatched and its consumers", async () => {
    const { api } = platform;
    const [alice, bob] = [await registerBettor(api, 'Alice Traced'), await registerBettor(api, 'Bob Traced')];
    await fundBettors(api, [alice, bob], '100.00');
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 2 * DAY_MS) });
    const offer = await api('POST', '/api/p2p-betting/offers', {
      token: alice.token,
      body: { matchId, betAmount: '25.00', betSelection: 'home_win' },
    });
    expect(offer).toMatchObject({ status: 201 });

    const taken = await api('POST', `/api/p2p-betting/offers/${offer.body.data.id}/match`, {
      token: bob.token,
      body: { counterSelection: 'away_win' },
    });
    expect(taken).toMatchObject({ status: 201 });

    const takeTrace = await eventually(async () => {
      const all = tracing.spans.getFinishedSpans();
      const root = all.find(
        (span) =>
          span.kind === SpanKind.SERVER &&
          serviceOf(span) === 'gateway' &&
          String(span.attributes['http.target'] ?? span.attributes['url.path']).endsWith(
            `/offers/${offer.body.data.id}/match`,
          ),
      );
      if (!root) throw new Error('The gateway has not finished the take’s span yet');
      const spans = all.filter((span) => span.spanContext().traceId === root.spanContext().traceId);
      const consumed = spans.filter((span) => span.name === 'betting.OfferMatched process');
      if (consumed.length < 3)
        throw new Error(`${consumed.length} consumers of OfferMatched in the take's trace so far`);
      return { root, spans };
    });
    const { root, spans } = takeTrace;
    const ids = new Set(spans.map((span) => span.spanContext().spanId));

    // One tree: every span but the gateway's hangs under another span of the same trace.
    expect(root.parentSpanContext).toBeUndefined();
    expect(
      spans
        .filter((span) => span !== root && !ids.has(span.parentSpanContext?.spanId ?? ''))
        .map((s) => s.name),
    ).toEqual([]);
    // Each app served its part: the gateway the take, betting behind it, the wallet the hold.
    const servers = spans.filter((span) => span.kind === SpanKind.SERVER);
    expect(new Set(servers.map(serviceOf))).toEqual(new Set(['gateway', 'betting', 'wallet']));
    const hold = servers.find((span) => serviceOf(span) === 'wallet');
    expect(String(hold?.attributes['http.target'] ?? hold?.attributes['url.path'])).toMatch(/holds/);
    // The relay published OfferMatched in the take's trace, and three or more groups handled it under that publish.
    const published = spans.filter((span) => span.name === 'betting.OfferMatched publish');
    expect(published).toHaveLength(1);
    expect(published[0].kind).toBe(SpanKind.PRODUCER);
    const consumers = spans.filter((span) => span.name === 'betting.OfferMatched process');
    expect(
      consumers.every((span) => span.parentSpanContext?.spanId === published[0].spanContext().spanId),
    ).toBe(true);
    expect(
      new Set(consumers.map((span) => span.attributes['messaging.consumer.group.name'])).size,
    ).toBeGreaterThanOrEqual(3);
  });
});
