import {
  BetSettled,
  betHoldKey,
  EventEnvelope,
  HOLD_ANSWERED_STATUS,
  HOLD_BATCH_MAX_ITEMS,
  HoldRefusal,
  holdRefusalBody,
  HoldRefusals,
  HoldRoutes,
  Money,
  offerHoldKey,
  partHoldKey,
  PlacedHold,
  Topics,
} from '@p2p/contracts';
import type { InMemoryEventBus, Subscription } from '@p2p/messaging';
import { freePort, TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

/** As the wallet's holds: a part given back into its held source is `returned`, its money the source's again. */
type HoldState = 'held' | 'released' | 'returned' | 'captured';

interface HoldRecord {
  userId: string;
  /** What it holds now: a source holds less once parts are carved out of it. */
  amount: bigint;
  /** What its request asked, which a repeat of the request must ask again. */
  requested: bigint;
  /** The hold it was carved out of, if it is a part. */
  from: string | null;
  /** The first answer, repeated to every later call with the same key (a refusal included). */
  answer: { status: number; body: object };
  state: HoldState | 'refused';
}

export interface WalletDoubleOptions {
  /** The wallet's BET_COMMISSION_BPS: taken from a won bet's pot for the platform (default 0, as there). */
  commissionBps?: number;
}

/** How the double answers: normally, not at all (503), or applying the hold but losing the answer. */
export type WalletMode = 'up' | 'down' | 'lose-answers';

/**
 * The wallet's internal hold API as its contract describes it, in memory, for betting's tests: holds
 * keyed by the caller and idempotent (a refusal included), a key reused with another body refused,
 * releases idempotent, a release of an unknown key leaving a tombstone that refuses a later hold.
 * With `followEvents` (or `deliver`) it also applies betting's events as the wallet does: releases on
 * OfferCancelled / OfferExpired / OfferRejected and ClaimAbandoned (a part given back into its source
 * while the source is held), captures and payouts (less the commission) on BetSettled, an exchange
 * bet's from its part and with betting's commission. The hold-protocol contract suite runs against it
 * and against the real wallet.
 */
export class WalletDouble {
  mode: WalletMode = 'up';
  readonly holdCalls = new Map<string, number>();
  /** Releases asked for (events it applied), per key. */
  private readonly releaseRequests = new Map<string, number>();
  private readonly accounts = new Map<string, { available: bigint; held: bigint }>();
  private readonly holds = new Map<string, HoldRecord>();
  private readonly tombstones = new Set<string>();
  private readonly appliedEvents = new Set<string>();
  private readonly subscriptions: Subscription[] = [];
  /** Commissions taken, as the wallet's platform fee account holds them. */
  private fees = 0n;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly commissionBps: number,
  ) {}

  static async start(options: WalletDoubleOptions = {}): Promise<WalletDouble> {
    const port = await freePort();
    let double: WalletDouble | null = null;
    const server = createServer((request, response) => void double?.route(request, response));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    double = new WalletDouble(server, `http://127.0.0.1:${port}`, options.commissionBps ?? 0);
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

  /** Every user's money, held included, and the commissions taken: betting must never create or destroy any. */
  totalMoney(): string {
    let total = this.fees;
    for (const account of this.accounts.values()) total += account.available + account.held;
    return Money.format(total);
  }

  /** Applies one of betting's events as the wallet's consumer does (for tests without a bus). */
  deliver(event: EventEnvelope): void {
    this.apply(event);
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

  /** How many times a key was released by an event: the wallet heard it that often. */
  releaseCount(key: string): number {
    return this.releaseRequests.get(key) ?? 0;
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
    const response = await fetch(`${this.url}${HoldRoutes.hold}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
      body: JSON.stringify({ key, userId, amount }),
    });
    return response.status;
  }

  private apply(event: EventEnvelope): void {
    if (this.appliedEvents.has(event.id)) return;
    this.appliedEvents.add(event.id);
    switch (event.type) {
      case 'betting.OfferCancelled':
      case 'betting.OfferExpired':
      case 'betting.OfferRejected':
        this.release(offerHoldKey((event.payload as { offerId: string }).offerId));
        return;
      case 'betting.ClaimAbandoned': {
        const claim = event.payload as { betId: string; makerPart?: boolean };
        this.release(betHoldKey(claim.betId));
        if (claim.makerPart) this.release(partHoldKey(claim.betId));
        return;
      }
      case 'betting.BetSettled':
        this.settle(event.payload as BetSettled);
        return;
    }
  }

  /**
   * As the wallet's bet settlement: both holds must be held (a settlement it cannot apply throws);
   * the winner gets both stakes less the commission on the pot, a push or a void returns each stake.
   * An exchange bet's maker holds its part, each hold must be its side's stake, and the commission is
   * the event's, within the loser's hold.
   */
  private settle(bet: BetSettled): void {
    const keys = [bet.exchange ? partHoldKey(bet.betId) : offerHoldKey(bet.offerId), betHoldKey(bet.betId)];
    const settled = (key: string) => ['captured', 'released'].includes(this.holds.get(key)?.state ?? '');
    // The same settlement under another event id: already applied.
    if (keys.every(settled)) return;
    const holds = keys.map((key) => {
      const hold = this.holds.get(key);
      if (!hold || hold.state !== 'held') throw new Error(`BetSettled for ${key}, which is not held`);
      return hold;
    });
    const commission = bet.exchange ? exchangeCommission(bet, holds) : null;
    const pot = holds.reduce((sum, hold) => sum + hold.amount, 0n);
    for (const hold of holds) {
      this.account(hold.userId).held -= hold.amount;
      if (bet.result !== 'won') this.account(hold.userId).available += hold.amount;
      hold.state = bet.result === 'won' ? 'captured' : 'released';
    }
    if (bet.result !== 'won') return;
    const fee = commission ?? Money.percentOf(pot, this.commissionBps);
    this.fees += fee;
    this.account(bet.winnerId as string).available += pot - fee;
  }

  /**
   * Idempotent; a key with no hold leaves a tombstone, a refused, released or captured hold stays so. A
   * part goes back into its source while the source is held (the money staying held), else to available.
   */
  private release(key: string): void {
    this.releaseRequests.set(key, this.releaseCount(key) + 1);
    const hold = this.holds.get(key);
    if (!hold) this.tombstones.add(key);
    const source = hold?.from ? this.holds.get(hold.from) : undefined;
    if (hold?.state === 'held' && source?.state === 'held') {
      source.amount += hold.amount;
      hold.state = 'returned';
      return;
    }
    if (hold?.state === 'held') {
      const account = this.account(hold.userId);
      account.held -= hold.amount;
      account.available += hold.amount;
      hold.state = 'released';
    }
  }

  private hold(body: { key?: unknown; userId?: unknown; amount?: unknown; from?: unknown }): {
    status: number;
    body: object;
  } {
    const { key, userId, amount } = body;
    const from = body.from ?? null;
    if (
      typeof key !== 'string' ||
      typeof userId !== 'string' ||
      typeof amount !== 'string' ||
      !Money.isValid(amount) ||
      (from !== null && typeof from !== 'string')
    ) {
      return { status: 400, body: { success: false, message: 'key, userId and amount are required' } };
    }
    this.holdCalls.set(key, (this.holdCalls.get(key) ?? 0) + 1);
    if (this.tombstones.has(key)) return refusal(HoldRefusals.released);
    const cents = Money.toCents(amount);
    const existing = this.holds.get(key);
    if (existing) {
      if (existing.userId !== userId || existing.requested !== cents || existing.from !== from)
        return refusal(HoldRefusals.keyReused);
      return existing.answer;
    }
    const record = (answer: HoldRecord['answer'], state: HoldRecord['state']) => {
      this.holds.set(key, { userId, amount: cents, requested: cents, from, answer, state });
      return answer;
    };
    const placed = (): HoldRecord['answer'] => {
      const data: PlacedHold = { key, userId, amount: Money.format(cents), status: 'held' };
      return { status: HOLD_ANSWERED_STATUS, body: { success: true, data } };
    };
    if (from !== null) {
      // A part: carved out of a held hold of the same user (no part itself), the money staying held.
      const source = this.holds.get(from);
      if (
        !source ||
        source.state !== 'held' ||
        source.from !== null ||
        source.userId !== userId ||
        source.amount < cents
      )
        return record(refusal(HoldRefusals.sourceShort), 'refused');
      source.amount -= cents;
      return record(placed(), 'held');
    }
    const account = this.account(userId);
    if (account.available < cents) return record(refusal(HoldRefusals.insufficient), 'refused');
    account.available -= cents;
    account.held += cents;
    return record(placed(), 'held');
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    const reply = (status: number, payload: object): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (request.headers['x-internal-token'] !== TEST_INTERNAL_TOKEN) {
      return reply(401, { success: false, message: 'Internal token required' });
    }
    const isBatch = request.method === 'POST' && request.url === HoldRoutes.batch;
    if (!isBatch && !(request.method === 'POST' && request.url === HoldRoutes.hold))
      return reply(404, { success: false, message: 'Not found' });
    if (this.mode === 'down') return reply(503, { success: false, message: 'Service unavailable' });
    const holds = body.holds;
    if (isBatch && (!Array.isArray(holds) || holds.length < 1 || holds.length > HOLD_BATCH_MAX_ITEMS)) {
      return reply(400, { success: false, message: `Holds must list 1 to ${HOLD_BATCH_MAX_ITEMS} holds` });
    }
    // A batch is its items placed one after the other, each answered as alone.
    const answer = isBatch
      ? {
          status: HOLD_ANSWERED_STATUS,
          body: { success: true, data: (holds as object[]).map((hold) => this.hold(hold)) },
        }
      : this.hold(body);
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

/** Betting's commission on an exchange bet, once its holds are checked against its stakes. */
function exchangeCommission(bet: BetSettled, [maker, taker]: HoldRecord[]): bigint {
  const terms = bet.exchange as NonNullable<BetSettled['exchange']>;
  if (
    maker.amount !== Money.toCents(terms.makerStake) ||
    taker.amount !== Money.toCents(terms.takerStake) ||
    Money.toCents(bet.stake) !== maker.amount
  )
    throw new Error(`BetSettled for ${bet.betId}, whose holds are not its stakes`);
  const commission = Money.toCents(terms.commission);
  const loser = bet.winnerId === bet.makerId ? taker : maker;
  const limit = bet.result === 'won' ? loser.amount : 0n;
  if (commission < 0n || commission > limit)
    throw new Error(`BetSettled for ${bet.betId} with a commission its loser's hold cannot pay`);
  return commission;
}

const refusal = (refused: HoldRefusal) => ({
  status: refused.status,
  body: { success: false, ...holdRefusalBody(refused) },
});

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
