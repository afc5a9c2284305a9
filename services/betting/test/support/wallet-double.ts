import { EventEnvelope, Money, Topics } from '@p2p/contracts';
import type { InMemoryEventBus, Subscription } from '@p2p/messaging';
import { freePort, TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

type HoldState = 'held' | 'released' | 'captured';

interface HoldRecord {
  userId: string;
  amount: bigint;
  /** The first answer, repeated to every later call with the same key (a refusal included). */
  answer: { status: number; body: object };
  state: HoldState | 'refused';
}

/** How the double answers: normally, not at all (503), or applying the hold but losing the answer. */
export type WalletMode = 'up' | 'down' | 'lose-answers';

/**
 * The wallet's internal hold API as its contract describes it, in memory, for betting's tests: holds
 * keyed by the caller and idempotent (a refusal included), a key reused with another body refused,
 * releases idempotent, a release of an unknown key leaving a tombstone that refuses a later hold.
 * With `followEvents` it also applies betting's events as the wallet does: releases on
 * OfferCancelled / OfferExpired / OfferRejected, captures and payouts on BetSettled.
 */
export class WalletDouble {
  mode: WalletMode = 'up';
  readonly holdCalls = new Map<string, number>();
  private readonly accounts = new Map<string, { available: bigint; held: bigint }>();
  private readonly holds = new Map<string, HoldRecord>();
  private readonly tombstones = new Set<string>();
  private readonly appliedEvents = new Set<string>();
  private readonly subscriptions: Subscription[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<WalletDouble> {
    const port = await freePort();
    let double: WalletDouble | null = null;
    const server = createServer((request, response) => void double?.route(request, response));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    double = new WalletDouble(server, `http://127.0.0.1:${port}`);
    return double;
  }

  async close(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.close()));
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  fund(userId: string, dollars: string): void {
    const account = this.account(userId);
    account.available += Money.toCents(dollars);
  }

  balance(userId: string): { available: string; held: string } {
    const account = this.account(userId);
    return { available: Money.format(account.available), held: Money.format(account.held) };
  }

  /** Every user's money, held included: betting must never create or destroy any. */
  totalMoney(): string {
    let total = 0n;
    for (const account of this.accounts.values()) total += account.available + account.held;
    return Money.format(total);
  }

  holdState(key: string): HoldState | 'refused' | 'tombstone' | undefined {
    if (this.holds.has(key)) return this.holds.get(key)?.state;
    return this.tombstones.has(key) ? 'tombstone' : undefined;
  }

  /** Keys whose money is held right now, of one user or of everyone. */
  heldKeys(userId?: string): string[] {
    return [...this.holds]
      .filter(([, hold]) => hold.state === 'held' && (userId === undefined || hold.userId === userId))
      .map(([key]) => key);
  }

  /** Hold calls made so far for keys starting with the prefix ('bet:'). */
  holdCallCount(prefix: string): number {
    return [...this.holdCalls.keys()].filter((key) => key.startsWith(prefix)).length;
  }

  /** Applies betting's events like the wallet's consumer, once per event id (from any number of buses). */
  async followEvents(bus: InMemoryEventBus): Promise<void> {
    this.subscriptions.push(
      await bus.subscribe('wallet-double', [Topics.betting], async (event) => this.apply(event)),
    );
  }

  /** A hold made directly, as if by a request of betting that crashed before it heard the answer. */
  async holdDirectly(key: string, userId: string, amount: string): Promise<number> {
    const response = await fetch(`${this.url}/internal/holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
      body: JSON.stringify({ key, userId, amount }),
    });
    return response.status;
  }

  private apply(event: EventEnvelope): void {
    if (this.appliedEvents.has(event.id)) return;
    this.appliedEvents.add(event.id);
    const payload = event.payload as Record<string, string | null>;
    switch (event.type) {
      case 'betting.OfferCancelled':
      case 'betting.OfferExpired':
      case 'betting.OfferRejected':
        this.release(`offer:${payload.offerId}`);
        return;
      case 'betting.BetSettled':
        this.settle(payload);
        return;
    }
  }

  private settle(payload: Record<string, string | null>): void {
    const keys = [`offer:${payload.offerId}`, `bet:${payload.betId}`];
    if (payload.result !== 'won') {
      keys.forEach((key) => this.release(key));
      return;
    }
    let pot = 0n;
    for (const key of keys) {
      const hold = this.holds.get(key);
      if (!hold || hold.state !== 'held') throw new Error(`BetSettled for ${key}, which is not held`);
      this.account(hold.userId).held -= hold.amount;
      hold.state = 'captured';
      pot += hold.amount;
    }
    this.account(payload.winnerId as string).available += pot;
  }

  private release(key: string): { status: number; body: object } {
    const hold = this.holds.get(key);
    if (!hold) {
      this.tombstones.add(key);
      return { status: 200, body: { success: true, data: { key, status: 'released' } } };
    }
    if (hold.state === 'captured')
      return { status: 409, body: { success: false, message: 'Hold was already captured' } };
    if (hold.state === 'held') {
      const account = this.account(hold.userId);
      account.held -= hold.amount;
      account.available += hold.amount;
      hold.state = 'released';
    }
    return { status: 200, body: { success: true, data: { key, status: hold.state } } };
  }

  private hold(body: { key?: unknown; userId?: unknown; amount?: unknown }): {
    status: number;
    body: object;
  } {
    const { key, userId, amount } = body;
    if (
      typeof key !== 'string' ||
      typeof userId !== 'string' ||
      typeof amount !== 'string' ||
      !Money.isValid(amount)
    ) {
      return { status: 400, body: { success: false, message: 'key, userId and amount are required' } };
    }
    this.holdCalls.set(key, (this.holdCalls.get(key) ?? 0) + 1);
    if (this.tombstones.has(key))
      return { status: 409, body: { success: false, message: 'Hold was already released' } };
    const cents = Money.toCents(amount);
    const existing = this.holds.get(key);
    if (existing) {
      if (existing.userId !== userId || existing.amount !== cents) {
        return { status: 409, body: { success: false, message: 'Hold key was used for another hold' } };
      }
      return existing.answer;
    }
    const account = this.account(userId);
    if (account.available < cents) {
      const answer = { status: 422, body: { success: false, message: 'Insufficient balance' } };
      this.holds.set(key, { userId, amount: cents, answer, state: 'refused' });
      return answer;
    }
    account.available -= cents;
    account.held += cents;
    const answer = { status: 200, body: { success: true, data: { key, userId, amount, status: 'held' } } };
    this.holds.set(key, { userId, amount: cents, answer, state: 'held' });
    return answer;
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    const reply = (status: number, payload: object): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN) {
      return reply(401, { success: false, message: 'Internal token required' });
    }
    const releaseMatch = /^\/internal\/holds\/([^/]+)\/release$/.exec(request.url ?? '');
    const isHold = request.method === 'POST' && request.url === '/internal/holds';
    if (!isHold && !(request.method === 'POST' && releaseMatch))
      return reply(404, { success: false, message: 'Not found' });
    if (this.mode === 'down') return reply(503, { success: false, message: 'Service unavailable' });
    const answer = isHold
      ? this.hold(body)
      : this.release(decodeURIComponent((releaseMatch as RegExpExecArray)[1]));
    if (this.mode === 'lose-answers') return reply(503, { success: false, message: 'Service unavailable' });
    reply(answer.status, answer.body);
  }

  private account(userId: string): { available: bigint; held: bigint } {
    let account = this.accounts.get(userId);
    if (!account) {
      account = { available: 0n, held: 0n };
      this.accounts.set(userId, account);
    }
    return account;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
