import { Injectable } from '@nestjs/common';
import { Money, type WithdrawalRequested } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

export type WithdrawalOutcome = 'paid' | 'rejected' | 'cancelled';

/** Withdrawals, for the pending queue: requested, then paid, rejected or cancelled once. */
@Injectable()
export class WithdrawalsProjection {
  async requested(
    manager: EntityManager,
    withdrawal: WithdrawalRequested,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO withdrawals (id, user_id, amount_usd_cents, status, requested_at)
       VALUES ($1, $2, $3, 'pending', $4) ON CONFLICT (id) DO NOTHING`,
      [
        withdrawal.withdrawalId,
        withdrawal.userId,
        Money.toCents(withdrawal.amountUsd).toString(),
        occurredAt,
      ],
    );
  }

  async ended(
    manager: EntityManager,
    withdrawal: { withdrawalId: string; userId: string; amountUsd: string },
    status: WithdrawalOutcome,
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO withdrawals (id, user_id, amount_usd_cents, status, decided_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, decided_at = EXCLUDED.decided_at`,
      [
        withdrawal.withdrawalId,
        withdrawal.userId,
        Money.toCents(withdrawal.amountUsd).toString(),
        status,
        occurredAt,
      ],
    );
  }
}
