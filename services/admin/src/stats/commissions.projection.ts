import { Injectable } from '@nestjs/common';
import { Money, type BetPaidOut } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** The platform's commission on each paid-out bet; a bet is paid out once. */
@Injectable()
export class CommissionsProjection {
  async paidOut(manager: EntityManager, payout: BetPaidOut, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO commissions (bet_id, pot_cents, commission_cents, paid_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (bet_id) DO NOTHING`,
      [
        payout.betId,
        Money.toCents(payout.pot).toString(),
        Money.toCents(payout.commission).toString(),
        occurredAt,
      ],
    );
  }
}
