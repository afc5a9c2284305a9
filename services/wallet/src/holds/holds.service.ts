import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Money, PlacedHold } from '@p2p/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { InsufficientBalanceError } from '../ledger/insufficient-balance.error';
import { LedgerService } from '../ledger/ledger.service';
import { available, held } from '../ledger/postings';
import type { Hold } from './hold.entity';
import { HoldTransitions } from './hold-transitions';
import { HoldAlreadyReleasedError, HoldInsufficientBalanceError, HoldKeyReusedError } from './hold.errors';

export interface HoldRequest {
  key: string;
  userId: string;
  amount: bigint;
}

type HoldRow = Pick<Hold, 'status'> & { user_id: string | null; amount_cents: string | null };

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

  async place(request: HoldRequest): Promise<PlacedHold> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (!(await this.transitions.place(manager, request))) return this.earlierOutcome(manager, request);
      return this.moveToHeld(manager, request);
    });
    // Thrown after the commit, so the refusal is stored and repeated for this key.
    if (outcome === 'insufficient') throw new HoldInsufficientBalanceError();
    return { key: request.key, userId: request.userId, amount: Money.format(request.amount), status: 'held' };
  }

  /**
   * Releases in the caller's transaction (the inbox's, for betting's events). Idempotent; a released or
   * captured hold stays as it is, and a key with no hold gets a tombstone that refuses it later.
   */
  async releaseIn(manager: EntityManager, key: string): Promise<'released' | 'captured'> {
    if (await this.transitions.forestall(manager, key)) return 'released';
    // The guard decides: of a release and a settlement racing for this hold, one moves it and posts.
    const [moved] = await this.transitions.move(manager, 'release', [key]);
    if (!moved) {
      const [hold]: HoldRow[] = await manager.query(`SELECT status FROM holds WHERE key = $1`, [key]);
      return hold.status === 'captured' ? 'captured' : 'released';
    }
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

  private async moveToHeld(manager: EntityManager, request: HoldRequest): Promise<'held' | 'insufficient'> {
    try {
      await this.ledger.post(manager, {
        type: 'hold',
        ref: request.key,
        postings: [{ from: available(request.userId), to: held(request.userId), amount: request.amount }],
        reason: 'hold',
      });
      return 'held';
    } catch (error) {
      // The ledger refuses before writing anything, so this transaction can still record the refusal.
      if (!(error instanceof InsufficientBalanceError)) throw error;
      await this.transitions.move(manager, 'refuse', [request.key]);
      return 'insufficient';
    }
  }

  private async earlierOutcome(
    manager: EntityManager,
    request: HoldRequest,
  ): Promise<'held' | 'insufficient'> {
    const [hold]: HoldRow[] = await manager.query(
      `SELECT user_id, amount_cents, status FROM holds WHERE key = $1`,
      [request.key],
    );
    if (hold.status === 'tombstone') throw new HoldAlreadyReleasedError();
    if (hold.user_id !== request.userId || BigInt(hold.amount_cents as string) !== request.amount) {
      throw new HoldKeyReusedError();
    }
    return hold.status === 'failed' ? 'insufficient' : 'held';
  }
}
