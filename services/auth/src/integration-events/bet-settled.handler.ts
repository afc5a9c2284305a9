import { Injectable } from '@nestjs/common';
import { BetSettled, Money } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * Betting totals of the user object: a settled bet counts for both sides; the winner's stake-sized
 * profit goes to totalWinnings, the loser's stake to totalLosses; a push or void moves neither.
 */
@Injectable()
@HandlesEvent('betting.BetSettled')
export class BetSettledHandler implements IntegrationEventHandler<'betting.BetSettled'> {
  async handle(payload: BetSettled, { manager }: EventContext<'betting.BetSettled'>): Promise<void> {
    const stake = Money.toCents(payload.stake);
    const winner = payload.result === 'won' ? payload.winnerId : null;
    for (const userId of new Set([payload.makerId, payload.takerId])) {
      if (!winner) await this.count(manager, userId, 0n, 0n);
      else if (userId === winner) await this.count(manager, userId, stake, 0n);
      else await this.count(manager, userId, 0n, stake);
    }
  }

  private async count(manager: EntityManager, userId: string, won: bigint, lost: bigint): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({
        betsCount: () => 'bets_count + 1',
        totalWinningsCents: () => 'total_winnings_cents + CAST(:won AS bigint)',
        totalLossesCents: () => 'total_losses_cents + CAST(:lost AS bigint)',
      })
      .where('id = :userId', { userId })
      .setParameters({ won: won.toString(), lost: lost.toString() })
      .execute();
  }
}
