import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money, PlacedHold } from '@p2p/contracts';
import { retryLostRace } from '@p2p/service-kit';
import { DataSource, EntityManager } from 'typeorm';
import { InsufficientBalanceError } from '../ledger/insufficient-balance.error';
import { LedgerService, PostingRequest } from '../ledger/ledger.service';
import { available, held } from '../ledger/postings';
import type { Hold } from './hold.entity';
import { HoldTransitions } from './hold-transitions';
import {
  HoldAlreadyReleasedError,
  HoldInsufficientBalanceError,
  HoldKeyReusedError,
  HoldRefusedError,
  HoldSourceShortError,
} from './hold.errors';

export interface HoldRequest {
  key: string;
  userId: string;
  amount: bigint;
  /** A held hold of the same user to carve the amount out of, instead of available funds. */
  from?: string;
}

type HoldRow = Pick<Hold, 'status'> & {
  user_id: string | null;
  amount_cents: string | null;
  source_key: string | null;
};

type PartRequest = HoldRequest & { from: string };

const isPart = (request: HoldRequest): request is PartRequest => request.from !== undefined;

/**
 * Escrow for betting, keyed by the caller: the first answer for a key (held, or Insufficient
 * balance) is the answer for ever, and a release (an event) that comes first leaves a tombstone.
 */
@Injectable()
export class HoldsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly transitions: HoldTransitions,
  ) {}

  /** One request alone: a batch of one. */
  async place(request: HoldRequest): Promise<PlacedHold> {
    const [answer] = await this.placeMany([request]);
    if (answer instanceof HoldRefusedError) throw answer;
    return answer;
  }

  /**
   * Each request answered exactly as it would be alone, placed one after the other in this order, in
   * one transaction whatever the batch's size: one statement births the new holds, one posts their
   * stakes, one records the refused ones. Refusals are answers, returned, never thrown: they are
   * stored with the commit and repeated for their key.
   */
  async placeMany(requests: HoldRequest[]): Promise<Array<PlacedHold | HoldRefusedError>> {
    const firsts = new Map<string, HoldRequest>();
    for (const request of requests) if (!firsts.has(request.key)) firsts.set(request.key, request);
    // A batch locks several users' accounts: PostgreSQL may abort it to break a deadlock with an inbox
    // batch that locked them in another order; it rolled back, so it simply runs again.
    const rows = await retryLostRace(() => this.placeIn(firsts));
    // Every request meets its key's row as it stands after the first request with that key.
    return requests.map((request) => answerFrom(rows.get(request.key) as HoldRow, request));
  }

  private placeIn(firsts: Map<string, HoldRequest>): Promise<Map<string, HoldRow>> {
    return this.dataSource.transaction(async (manager) => {
      // The accounts first, then the holds' keys: an inbox batch locks accounts and then writes keys
      // (a tombstone for a hold still on its way), so the other order deadlocks with it.
      await this.ledger.lockUserAccounts(
        manager,
        [...firsts.values()].map((request) => request.userId),
      );
      const born = await this.transitions.place(manager, [...firsts.values()]);
      const existing = await this.rowsOf(
        manager,
        [...firsts.keys()].filter((key) => !born.has(key)),
      );
      const newHolds = [...firsts.values()].filter((request) => born.has(request.key));
      // A stake moves from available to held in the ledger; a part stays held, under its own key.
      const stakes = newHolds.filter((request) => !isPart(request));
      const posted = await this.ledger.postMany(manager, stakes.map(holdPosting));
      const parts = newHolds.filter(isPart);
      const carved = await this.transitions.carve(manager, parts);
      const refused = [
        ...stakes.filter((_, index) => posted[index] instanceof InsufficientBalanceError),
        ...parts.filter((part) => !carved.has(part.key)),
      ];
      if (refused.length > 0) {
        await this.transitions.move(
          manager,
          'refuse',
          refused.map((request) => request.key),
        );
      }
      const refusedKeys = new Set(refused.map((request) => request.key));
      for (const request of newHolds) {
        existing.set(request.key, {
          user_id: request.userId,
          amount_cents: request.amount.toString(),
          source_key: request.from ?? null,
          status: refusedKeys.has(request.key) ? 'failed' : 'held',
        });
      }
      return existing;
    });
  }

  /**
   * Releases in the caller's transaction (the inbox's, for betting's events). Idempotent; a released or
   * captured hold stays as it is, and a key with no hold gets a tombstone that refuses it later. A part
   * goes back into its source while the source is held, where a later part can take it again and the
   * source's release returns it; once the source is given up, the part is released as any hold.
   */
  async releaseIn(manager: EntityManager, key: string): Promise<'released' | 'captured'> {
    if (await this.transitions.forestall(manager, key)) return 'released';
    const part = await this.transitions.lockHeldPart(manager, key);
    if (part && (await this.transitions.refill(manager, part))) {
      // Nothing posts: the money stays held, under the source's key again. The part is locked and held,
      // so its guard lets it through; one that did not would undo the refill with the transaction.
      const [returned] = await this.transitions.move(manager, 'giveBack', [key]);
      if (!returned) throw new Error(`Part ${key} left held while locked`);
      return 'released';
    }
    // The guard decides: of a release and a settlement racing for this hold, one moves it and posts.
    const [moved] = await this.transitions.move(manager, 'release', [key]);
    if (!moved) {
      const [hold]: HoldRow[] = await manager.query(`SELECT status FROM holds WHERE key = $1`, [key]);
      return hold.status === 'captured' ? 'captured' : 'released';
    }
    // A source whose parts took all of it releases nothing.
    if (BigInt(moved.amount_cents) === 0n) return 'released';
    await this.ledger.post(manager, {
      type: 'release',
      ref: key,
      postings: [
        { from: held(moved.user_id), to: available(moved.user_id), amount: BigInt(moved.amount_cents) },
      ],
      reason: 'release',
    });
    return 'released';
  }

  private async rowsOf(manager: EntityManager, keys: string[]): Promise<Map<string, HoldRow>> {
    if (keys.length === 0) return new Map();
    const rows: Array<HoldRow & { key: string }> = await manager.query(
      // A source holds less once parts are carved out of it: its request's amount is what it holds
      // now plus what its parts took and did not give back into it.
      `SELECT h.key, h.user_id, h.source_key, h.status,
              h.amount_cents + coalesce((SELECT sum(p.amount_cents) FROM holds p
                                          WHERE p.source_key = h.key AND p.status NOT IN ('failed', 'returned')), 0)
                AS amount_cents
         FROM holds h WHERE h.key = ANY($1::text[])`,
      [keys],
    );
    return new Map(rows.map(({ key, ...row }) => [key, row]));
  }
}

const holdPosting = (request: HoldRequest): PostingRequest => ({
  type: 'hold',
  ref: request.key,
  postings: [{ from: available(request.userId), to: held(request.userId), amount: request.amount }],
  reason: 'hold',
});

/** What a request for a key with this row is answered: the first answer for a key is its answer for ever. */
function answerFrom(row: HoldRow, request: HoldRequest): PlacedHold | HoldRefusedError {
  if (row.status === 'tombstone') return new HoldAlreadyReleasedError();
  if (
    row.user_id !== request.userId ||
    BigInt(row.amount_cents as string) !== request.amount ||
    row.source_key !== (request.from ?? null)
  ) {
    return new HoldKeyReusedError();
  }
  if (row.status === 'failed')
    return row.source_key ? new HoldSourceShortError() : new HoldInsufficientBalanceError();
  return { key: request.key, userId: request.userId, amount: Money.format(request.amount), status: 'held' };
}
