import { Injectable } from '@nestjs/common';
import { Events, type UserStatusChanged } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { OffersService } from '../offers/offers.service';
import { Suspensions } from '../users/suspensions';

/** A suspended user's offers leave the book, and they make or take none until reinstated. */
@Injectable()
@HandlesEvent(Events.UserStatusChanged)
export class UserStatusChangedHandler implements IntegrationEventHandler<typeof Events.UserStatusChanged> {
  constructor(
    private readonly suspensions: Suspensions,
    private readonly offers: OffersService,
  ) {}

  async handle(
    payload: UserStatusChanged,
    { manager }: EventContext<typeof Events.UserStatusChanged>,
  ): Promise<void> {
    if (payload.status === 'active') {
      await this.suspensions.reinstate(manager, payload.userId);
      return;
    }
    await this.suspensions.suspend(manager, payload.userId, payload.reason);
    await this.offers.withdrawAllOf(manager, payload.userId);
  }
}
