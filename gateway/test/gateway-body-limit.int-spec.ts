import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { createHash } from 'node:crypto';
import { FakeService } from './support/fake-service';
import { GatewayUnderTest, startGateway } from './support/gateway-under-test';
import { chunksOf, rawRequest, writeChunks } from './support/raw-request';

const LIMIT = 8 * 1024 * 1024;
const JUST_UNDER = LIMIT - 1024;

function sha256(chunks: Iterable<Buffer>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

/** Proofs of payment: bodies up to 8 MiB are streamed to the service, larger ones refused with 413. */
describe('gateway request bodies', () => {
  let wallet: FakeService;
  let gateway: GatewayUnderTest;
  const proofs = () => `${gateway.url}/api/deposits/1/proof`;

  beforeAll(async () => {
    wallet = await FakeService.start('wallet');
    gateway = await startGateway({ SERVICE_URL_WALLET: wallet.url });
  });

  afterAll(async () => {
    await gateway?.close();
    await wallet?.close();
  });

  it('streams a body just under the limit through intact, with Content-Length', async () => {
    const body = Buffer.concat([...chunksOf(JUST_UNDER)]);

    const response = await fetch(proofs(), { method: 'POST', body });
    const echo = (await response.json()) as {
      bodyLength: number;
      sha256: string;
      headers: Record<string, string>;
    };

    expect(response.status).toBe(200);
    expect(echo.bodyLength).toBe(JUST_UNDER);
    expect(echo.sha256).toBe(sha256([body]));
    expect(echo.headers['content-length']).toBe(String(JUST_UNDER));
  });

  it('streams a chunked body just under the limit through intact', async () => {
    const { status, body } = await rawRequest(proofs(), {
      send: (request) => writeChunks(request, chunksOf(JUST_UNDER)),
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ bodyLength: JUST_UNDER, sha256: sha256(chunksOf(JUST_UNDER)) });
  });

  it('hands the service the first bytes before the client has sent the rest', async () => {
    const [first, ...rest] = [...chunksOf(1024 * 1024)];
    wallet.bytesInFlight = 0;

    const { status, body } = await rawRequest(proofs(), {
      send: async (request) => {
        await writeChunks(request, [first]);
        // A buffering proxy would hold these bytes until the body ended, and this would time out.
        await eventually(() => expect(wallet.bytesInFlight).toBeGreaterThanOrEqual(first.length), 5_000);
        await writeChunks(request, rest);
      },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ bodyLength: 1024 * 1024 });
  });

  it('refuses a declared length over the limit with 413 before reading any of it', async () => {
    const received = wallet.received.length;

    const { status, body } = await rawRequest(proofs(), {
      headers: { 'content-length': String(LIMIT + 1) },
      // Headers only: the answer must come without the body ever being sent.
      send: async (request) => {
        request.flushHeaders();
        await new Promise(() => undefined);
      },
    });

    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: 'Request body is too large' });
    expect(wallet.received.length).toBe(received);
  });

  it('cuts a chunked body off with 413 once it passes the limit', async () => {
    const received = wallet.received.length;

    const { status, body } = await rawRequest(proofs(), {
      send: (request) => writeChunks(request, chunksOf(LIMIT + 256 * 1024)),
    });

    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: 'Request body is too large' });
    expect(wallet.received.length).toBe(received);
  });

  it('abandons the upload to the service when the client hangs up halfway', async () => {
    const path = '/api/deposits/2/proof';
    wallet.bytesInFlight = 0;

    await rawRequest(`${gateway.url}${path}`, {
      send: async (request) => {
        await writeChunks(request, chunksOf(1024 * 1024));
        await eventually(() => expect(wallet.bytesInFlight).toBe(1024 * 1024));
        request.destroy();
      },
    }).catch(() => undefined);

    await eventually(() => expect(wallet.abandoned).toContain(path), 3_000);
  });

  it('still serves the next request on the same gateway after refusing one', async () => {
    const response = await fetch(proofs(), { method: 'POST', body: 'ok' });

    expect(response.status).toBe(200);
  });
});
