import { Injectable } from '@nestjs/common';
import { Events, type OfferMatched } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { User } from '../users/user.entity';

/**
 * betsCount: the bets a user is a party to, maker or taker, counted once when the bet is made
 * (the offer matched) and kept whatever becomes of it, as the admin console's users count them.
 * Counting at settlement instead left a matched bet out of the profile until its match ended.
 */
@Injectable()
@HandlesEvent(Events.OfferMatched)
export class OfferMatchedHandler implements IntegrationEventHandler<typeof Events.OfferMatched> {
  async handle(bet: OfferMatched, { manager }: EventContext<typeof Events.OfferMatched>): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(User)
      .set({ betsCount: () => 'bets_count + 1' })
      .where('id IN (:...userIds)', { userIds: [bet.makerId, bet.takerId] })
      .execute();
  }
}
