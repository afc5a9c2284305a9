import { Injectable } from '@nestjs/common';
import { TransitionRule, transitionSql, updateReturning } from '@p2p/service-kit';
import type { EntityManager } from 'typeorm';
import type { BetResult, BetStatus } from './bet.entity';

export type BetTransition = 'settle' | 'void';

/**
 * Every way a bet's status changes. A bet is born matched (inserted by `MatchingService` in the
 * transaction that matches its offer); nothing leaves settled or void. The from-status is the WHERE
 * guard of the UPDATE: football's events, their redeliveries and an admin's ruling close a bet at most
 * once, and only the one that closed it writes BetSettled.
 */
export const BET_TRANSITIONS: { readonly [T in BetTransition]: TransitionRule<BetStatus> } = {
  /** Its match ended (or an admin ruled): won by one side, or a push. */
  settle: { from: ['matched'], to: 'settled' },
  /** Its match will not be played (or an admin voided it): both stakes go back. */
  void: { from: ['matched'], to: 'void' },
};

const { isAllowed, to, from } = transitionSql(BET_TRANSITIONS);
export { isAllowed };

/** How a bet closed, as kept on it. */
export interface BetClosing {
  result: BetResult;
  winnerId: string | null;
  settledBy: string;
  reason: string | null;
  /** What the winner of a part of an exchange offer paid; null on even money (the wallet's) and when nobody won. */
  commissionCents?: bigint | null;
}

/** The bet's status writes, each one guarded UPDATE in the caller's transaction. */
@Injectable()
export class BetTransitions {
  /** False when the bet was not matched any more (closed meanwhile): nothing is written. */
  async close(
    manager: EntityManager,
    betId: string,
    transition: BetTransition,
    closing: BetClosing,
  ): Promise<boolean> {
    const moved = await updateReturning(
      manager,
      `UPDATE bets SET ${to(transition)}, result = $2, winner_id = $3, settled_at = now(), settled_by = $4,
                       settlement_reason = $5, commission_cents = $6
        WHERE id = $1 AND ${from(transition)} RETURNING id`,
      [
        betId,
        closing.result,
        closing.winnerId,
        closing.settledBy,
        closing.reason,
        closing.commissionCents?.toString() ?? null,
      ],
    );
    return moved.length > 0;
  }
}
