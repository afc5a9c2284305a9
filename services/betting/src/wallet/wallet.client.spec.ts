import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { holdRefusalBody, HoldRefusals } from '@p2p/contracts';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BettingConfig } from '../betting.config';
import { WalletClient } from './wallet.client';
import { HoldRefusedError, InsufficientBalanceError, WalletUnavailableError } from './wallet.errors';

describe(WalletClient.name, () => {
  let server: Server | null = null;
  const seen: Array<{ url?: string; token?: string | string[]; body: string }> = [];

  afterEach(async () => {
    seen.length = 0;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = null;
  });

  /** The wallet's answer to a processed batch: each hold it made. */
  const processed = (text: string): { success: boolean; data: Array<{ status: number; body: object }> } => ({
    success: true,
    data: (JSON.parse(text).holds as object[]).map((hold) => ({
      status: 200,
      body: { success: true, data: { ...hold, status: 'held' } },
    })),
  });
  /** A batch whose every item is answered this status and body, as the wallet would have answered it alone. */
  const everyItem = (status: number, body: object) => (text: string) => ({
    success: true,
    data: (JSON.parse(text).holds as object[]).map(() => ({ status, body })),
  });

  async function walletAnswering(
    status: number,
    body: object | ((text: string) => object) | null,
    delayMs = 0,
  ): Promise<WalletClient> {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        seen.push({ url: request.url, token: request.headers['x-internal-token'], body: text });
        const answer = typeof body === 'function' ? body(text) : (body ?? processed(text));
        setTimeout(
          () =>
            response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
          delayMs,
        );
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return clientFor(`http://127.0.0.1:${port}/`);
  }

  const clientFor = (url: string) =>
    new WalletClient({
      SERVICE_URL_WALLET: url,
      INTERNAL_API_TOKEN: 'internal-token-0123456789',
      WALLET_TIMEOUT_MS: 2000,
    } as BettingConfig);

  it('sends the hold with the internal token, the amount in dollars', async () => {
    const client = await walletAnswering(200, null);

    await client.hold('offer:1', 'user-1', 1050n);

    expect(seen).toEqual([
      {
        url: '/internal/holds/batch',
        token: 'internal-token-0123456789',
        body: JSON.stringify({ holds: [{ key: 'offer:1', userId: 'user-1', amount: '10.50' }] }),
      },
    ]);
  });

  it('sends holds asked for while two calls are under way together, each answered its own way', async () => {
    let call = 0;
    const client = await walletAnswering(
      200,
      (text) => {
        call++;
        const answer = processed(text);
        // The third call carries c and d: d is refused, c is held.
        if (call === 3)
          answer.data[1] = {
            status: 422,
            body: { success: false, ...holdRefusalBody(HoldRefusals.insufficient) },
          };
        return answer;
      },
      100,
    );

    const outcomes = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) =>
        client.hold(key, 'u', 100n).then(
          () => 'held',
          (error) => error,
        ),
      ),
    );

    expect(seen.map(({ body }) => JSON.parse(body).holds.map((hold: { key: string }) => hold.key))).toEqual([
      ['a'],
      ['b'],
      ['c', 'd'],
    ]);
    expect(outcomes).toEqual(['held', 'held', 'held', new InsufficientBalanceError()]);
    client.onModuleDestroy();
  });

  it('keeps one connection to the wallet for consecutive calls', async () => {
    const client = await walletAnswering(200, null);
    let connections = 0;
    server?.on('connection', () => connections++);

    await client.hold('offer:1', 'user-1', 100n);
    await client.hold('offer:2', 'user-1', 100n);
    await client.hold('bet:3', 'user-2', 100n);

    expect(seen).toHaveLength(3);
    expect(connections).toBe(1);
    client.onModuleDestroy();
  });

  it('maps the insufficient_balance refusal to Insufficient balance', async () => {
    const client = await walletAnswering(
      200,
      everyItem(422, { success: false, ...holdRefusalBody(HoldRefusals.insufficient) }),
    );

    await expect(client.hold('k', 'u', 100n)).rejects.toBeInstanceOf(InsufficientBalanceError);
  });

  it.each([HoldRefusals.released, HoldRefusals.keyReused, HoldRefusals.sourceShort])(
    "maps the $code refusal to a refused hold with the wallet's reason",
    async (refusal) => {
      const client = await walletAnswering(
        200,
        everyItem(409, { success: false, ...holdRefusalBody(refusal) }),
      );

      await expect(client.hold('k', 'u', 100n)).rejects.toEqual(new HoldRefusedError(refusal.message));
    },
  );

  // Whether such a hold was applied is not known: betting gives it up (its event releases it) as it would a
  // timeout, where taking it for a refusal could leave a stake held with no offer.
  it.each([
    [409, { success: false, message: 'A reason of a later wallet' }],
    [422, { success: false, message: 'Insufficient balance' }],
  ])('treats a %i refusal without a known code as an unknown outcome', async (status, body) => {
    const client = await walletAnswering(200, everyItem(status, body));

    await expect(client.hold('k', 'u', 100n)).rejects.toBeInstanceOf(WalletUnavailableError);
  });

  it('treats a 200 without the hold it made, or a batch without an answer per item, as unknown', async () => {
    for (const answer of [
      everyItem(200, { success: true }),
      { success: true },
      { success: true, data: [] },
    ]) {
      const client = await walletAnswering(200, answer);

      await expect(client.hold('k', 'u', 100n)).rejects.toBeInstanceOf(WalletUnavailableError);
      client.onModuleDestroy();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
    server = null;
  });

  it.each([500, 503, 401, 400])('treats %i as an unknown outcome', async (status) => {
    const client = await walletAnswering(status, { success: false });

    await expect(client.hold('k', 'u', 100n)).rejects.toBeInstanceOf(WalletUnavailableError);
  });

  it('says once, not once per hold, that a batch went unanswered', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = await walletAnswering(503, { success: false, message: 'Service unavailable' }, 100);
    try {
      const outcomes = await Promise.all(
        ['a', 'b', 'c', 'd'].map((key) => client.hold(key, 'u', 100n).catch((error: Error) => error)),
      );

      expect(outcomes.every((outcome) => outcome instanceof WalletUnavailableError)).toBe(true);
      // Three calls: a and b alone, then c and d together.
      const lines = warn.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.startsWith('Wallet hold'))).toEqual([
        'Wallet hold a answered 503: Service unavailable',
        'Wallet hold b answered 503: Service unavailable',
        'Wallet hold c and 1 more answered 503: Service unavailable',
      ]);
    } finally {
      warn.mockRestore();
      client.onModuleDestroy();
    }
  });

  it('gives up after the timeout', async () => {
    const client = await walletAnswering(200, null, 5000);

    await expect(client.hold('k', 'u', 100n)).rejects.toBeInstanceOf(WalletUnavailableError);
  });

  /** A wallet that closes each connection, unanswered, at the request numbered in `dropAt` on it. */
  async function walletDropping(dropAt: number): Promise<{ client: WalletClient; received: () => number }> {
    let received = 0;
    server = createServer((request, response) => {
      received++;
      const socket = request.socket as typeof request.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served === dropAt) return void socket.destroy();
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => response.end(JSON.stringify(processed(text))));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { client: clientFor(`http://127.0.0.1:${port}`), received: () => received };
  }

  it('sends a call once more when the wallet had closed the pooled connection it went on', async () => {
    const { client, received } = await walletDropping(2);

    await client.hold('offer:1', 'user-1', 100n);
    await client.hold('offer:2', 'user-1', 100n);

    expect(received()).toBe(3);
    client.onModuleDestroy();
  });

  it('does not repeat a call whose fresh connection was cut: its outcome is unknown', async () => {
    const { client, received } = await walletDropping(1);

    await expect(client.hold('offer:1', 'user-1', 100n)).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(received()).toBe(1);
  });

  it('treats a refused connection as unavailable', async () => {
    await expect(clientFor('http://127.0.0.1:9/').hold('k', 'u', 100n)).rejects.toBeInstanceOf(
      WalletUnavailableError,
    );
  });

  it('goes round the replicas in turn, past one that refuses the connection', async () => {
    const client = await walletAnswering(200, null);
    const { port } = server!.address() as AddressInfo;
    const replicas = new WalletClient({
      SERVICE_URL_WALLET: `http://127.0.0.1:9, http://127.0.0.1:${port}/`,
      INTERNAL_API_TOKEN: 'internal-token-0123456789',
      WALLET_TIMEOUT_MS: 2000,
    } as BettingConfig);

    await replicas.hold('offer:1', 'user-1', 100n);
    await replicas.hold('offer:2', 'user-1', 100n);

    expect(seen.map(({ body }) => JSON.parse(body).holds[0].key)).toEqual(['offer:1', 'offer:2']);
    replicas.onModuleDestroy();
    client.onModuleDestroy();
  });
});
