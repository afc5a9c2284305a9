import { Injectable } from '@nestjs/common';
import { Money, type DepositSubmitted } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

export type DepositDecision = 'approved' | 'rejected' | 'expired';

/** Deposits, for the pending queue and the daily deposits: the wallet decides each one once. */
@Injectable()
export class DepositsProjection {
  async submitted(manager: EntityManager, deposit: DepositSubmitted, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO deposits (id, user_id, amount_cents, status, submitted_at) VALUES ($1, $2, $3, 'pending', $4)
       ON CONFLICT (id) DO NOTHING`,
      [deposit.depositId, deposit.userId, Money.toCents(deposit.amount).toString(), occurredAt],
    );
  }

  /** Also for a deposit never seen submitted (the demo funding is approved as it is made). */
  async decided(
    manager: EntityManager,
    deposit: { depositId: string; userId: string; amount: string },
    status: DepositDecision,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO deposits (id, user_id, amount_cents, status, decided_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, decided_at = EXCLUDED.decided_at`,
      [deposit.depositId, deposit.userId, Money.toCents(deposit.amount).toString(), status, occurredAt],
    );
  }
}
