import { Injectable } from '@nestjs/common';
import { BetSettled, Money, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * Money totals of the user object: the winner's stake-sized profit goes to totalWinnings, the
 * loser's stake to totalLosses; a push or void moves neither. The bet was counted when it was
 * matched (offer-matched.handler.ts).
 */
@Injectable()
@HandlesEvent(Events.BetSettled)
export class BetSettledHandler implements IntegrationEventHandler<typeof Events.BetSettled> {
  async handle(payload: BetSettled, { manager }: EventContext<typeof Events.BetSettled>): Promise<void> {
    const stake = Money.toCents(payload.stake);
    const winner = payload.result === 'won' ? payload.winnerId : null;
    if (!winner) return;
    for (const userId of new Set([payload.makerId, payload.takerId])) {
      if (userId === winner) await this.add(manager, userId, stake, 0n);
      else await this.add(manager, userId, 0n, stake);
    }
  }

  private async add(manager: EntityManager, userId: string, won: bigint, lost: bigint): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({
        totalWinningsCents: () => 'total_winnings_cents + CAST(:won AS bigint)',
        totalLossesCents: () => 'total_losses_cents + CAST(:lost AS bigint)',
      })
      .where('id = :userId', { userId })
      .setParameters({ won: won.toString(), lost: lost.toString() })
      .execute();
  }
}
