import { Injectable, Inject } from '@nestjs/common';
import { Events, type UserExcluded } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler, CLOCK, type Clock } from '@p2p/service-kit';
import { OffersService } from '../offers/offers.service';
import { Suspensions } from '../users/suspensions';

/**
 * A user who takes a break (time-out or self-exclusion) has their open offers cancelled and their
 * stakes released, and makes or takes none until it ends. Matched bets stand and settle as usual.
 */
@Injectable()
@HandlesEvent(Events.UserExcluded)
export class UserExcludedHandler implements IntegrationEventHandler<typeof Events.UserExcluded> {
  constructor(
    private readonly suspensions: Suspensions,
    private readonly offers: OffersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async handle(payload: UserExcluded, { manager }: EventContext<typeof Events.UserExcluded>): Promise<void> {
    const endsAt = payload.endsAt === null ? null : new Date(payload.endsAt);
    await this.suspensions.exclude(manager, payload.userId, payload.kind, endsAt);
    // A break already over when it arrives (a very late delivery) cancels nothing.
    if (endsAt === null || endsAt > this.clock.now())
      await this.offers.withdrawAllOf(manager, payload.userId, 'on a break');
  }
}
