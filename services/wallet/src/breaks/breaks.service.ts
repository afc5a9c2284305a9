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

/** A transfer by a user on a break (issue 30): the money must not move to another account of theirs. */
export class TransfersClosedError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: transfers are closed until then. Withdrawals to your own bank stay open.`
        : `You have excluded yourself ${breakEnd(endsAt)}: transfers are closed. Withdrawals to your own bank stay open.`,
    );
  }
}

/** A transfer to a user on a break; which break, and until when, is the recipient's own business. */
export class RecipientOnBreakError extends ForbiddenError {
  constructor() {
    super('This user is on a break from betting and cannot receive transfers until it ends');
  }
}

/**
 * The breaks users took from betting (projected from auth.UserExcluded). While one lasts, the
 * wallet takes no deposit and moves no transfer from or to the user; withdrawals, and bets already
 * matched, go on as usual.
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

  /**
   * Refuses a transfer from or to a user on a break. Takes both users' deposit locks (in one order,
   * so two opposite transfers never wait on each other): a break being recorded either commits
   * first and is read here, or waits for the transfer.
   */
  async assertTransfersOpen(manager: EntityManager, senderId: string, recipientId: string): Promise<void> {
    for (const userId of [senderId, recipientId].sort()) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`deposits:${userId}`]);
    }
    const own = await ExcludedUsers.inForce(manager, senderId);
    if (own) throw new TransfersClosedError(own);
    if (await ExcludedUsers.inForce(manager, recipientId)) throw new RecipientOnBreakError();
  }

  /** Refuses a deposit while a break lasts. Call it under the user's deposit lock. */
  async assertDepositsOpen(manager: EntityManager, userId: string): Promise<void> {
    const taken = await ExcludedUsers.inForce(manager, userId);
    if (taken) throw new DepositsClosedError(taken);
  }
}
