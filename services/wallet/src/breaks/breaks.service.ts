import { Injectable } from '@nestjs/common';
import type { ExclusionKind } from '@p2p/contracts';
import { BreakInForce, breakEnd, ExcludedUsers, ForbiddenError } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';

/** A deposit by a user on a time-out or self-excluded (issue 22). */
export class DepositsClosedError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: deposits are closed until then. Withdrawals stay open.`
        : `You have excluded yourself ${breakEnd(endsAt)}: deposits are closed. Withdrawals stay open.`,
    );
  }
}

/**
 * The breaks users took from betting (projected from auth.UserExcluded). While one lasts, the
 * wallet takes no deposit; withdrawals, and bets already matched, go on as usual.
 */
@Injectable()
export class BreaksService {
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

  /** Refuses a deposit while a break lasts. Call it under the user's deposit lock. */
  async assertDepositsOpen(manager: EntityManager, userId: string): Promise<void> {
    const taken = await ExcludedUsers.inForce(manager, userId);
    if (taken) throw new DepositsClosedError(taken);
  }
}
