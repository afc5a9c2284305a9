import { Injectable } from '@nestjs/common';
import { Money, type OfferMatched, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetsProjection } from '../bets/bets.projection';
import { READ_MODELS } from '../projections/projection-generation';
import { OffersProjection } from '../stats/offers.projection';
import { UsersProjection } from '../users/users.projection';

/**
 * The bet opens and each side counts one more bet and its own stake, once per bet. An even-money
 * offer closes; an exchange offer fills by the part's backer stake and stays open for the rest.
 */
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
    const part = bet.exchange;
    if (!part) {
      await this.offers.closed(
        manager,
        { offerId: bet.offerId, userId: bet.makerId, stake: bet.stake },
        'matched',
      );
    }
    if (!(await this.bets.matched(manager, bet, event.occurredAt))) return;
    const makerStake = Money.toCents(bet.stake);
    const takerStake = part ? Money.toCents(part.takerStake) : makerStake;
    if (part) {
      await this.offers.partMatched(
        manager,
        bet.offerId,
        part.makerSide === 'back' ? makerStake : takerStake,
      );
    }
    await this.users.betMatched(manager, [
      { userId: bet.makerId, stakeCents: makerStake },
      { userId: bet.takerId, stakeCents: takerStake },
    ]);
  }
}
