import { Injectable } from '@nestjs/common';
import { Money, type OfferMatched, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetsProjection } from '../bets/bets.projection';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';
import { UsersProjection } from '../users/users.projection';

/** The offer closes, the bet opens, and each side counts one more bet and its stake, once per bet. */
@Injectable()
@HandlesEvent(Events.OfferMatched, { consumer: READ_MODELS })
export class OfferMatchedHandler implements IntegrationEventHandler<typeof Events.OfferMatched> {
  constructor(
    private readonly bets: BetsProjection,
    private readonly offers: OffersProjection,
    private readonly users: UsersProjection,
  ) {}

  async handle(
    bet: OfferMatched,
    { manager, event }: EventContext<typeof Events.OfferMatched>,
  ): Promise<void> {
    await this.offers.closed(
      manager,
      { offerId: bet.offerId, userId: bet.makerId, stake: bet.stake },
      'matched',
    );
    if (!(await this.bets.matched(manager, bet, event.occurredAt))) return;
    await this.users.betMatched(manager, [bet.makerId, bet.takerId], Money.toCents(bet.stake));
  }
}
