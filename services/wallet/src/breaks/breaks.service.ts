import { Inject, Injectable } from '@nestjs/common';
import type { ExclusionKind } from '@p2p/contracts';
import {
  DepositsClosedError,
  ExcludedUsers,
  RecipientOnBreakError,
  TransfersClosedError,
} from '@p2p/player-protection';
import { CLOCK, type Clock } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';

/**
 * The breaks users took from betting (projected from auth.UserExcluded). While one lasts, the
 * wallet takes no deposit and moves no transfer from or to the user; withdrawals, and bets already
 * matched, go on as usual.
 */
@Injectable()
export class BreaksService {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** Records a break under the user's deposit lock, so a deposit in flight either commits first or reads it. */
  async record(
    manager: EntityManager,
    userId: string,
    kind: ExclusionKind,
    endsAt: Date | null,
  ): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`deposits:${userId}`]);
    await ExcludedUsers.record(manager, userId, kind, endsAt);
  }

  /**
   * Refuses a transfer from or to a user on a break. Takes both users' deposit locks (in one order,
   * so two opposite transfers never wait on each other): a break being recorded either commits
   * first and is read here, or waits for the transfer.
   */
  async assertTransfersOpen(manager: EntityManager, senderId: string, recipientId: string): Promise<void> {
    for (const userId of [senderId, recipientId].sort()) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`deposits:${userId}`]);
    }
    const now = this.clock.now();
    const own = await ExcludedUsers.inForce(manager, senderId, now);
    if (own) throw new TransfersClosedError(own);
    if (await ExcludedUsers.inForce(manager, recipientId, now)) throw new RecipientOnBreakError();
  }

  /** Refuses a deposit while a break lasts. Call it under the user's deposit lock. */
  async assertDepositsOpen(manager: EntityManager, userId: string): Promise<void> {
    const taken = await ExcludedUsers.inForce(manager, userId, this.clock.now());
    if (taken) throw new DepositsClosedError(taken);
  }
}
