import { Injectable } from '@nestjs/common';
import { ClaimAbandoned, betHoldKey, Events } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The taker's stake goes back; with no hold yet (its call still on the way), a tombstone refuses it. */
@Injectable()
@HandlesEvent(Events.ClaimAbandoned)
export class ClaimAbandonedHandler implements IntegrationEventHandler<typeof Events.ClaimAbandoned> {
  constructor(private readonly holds: HoldsService) {}

  async handle(
    claim: ClaimAbandoned,
    { manager }: EventContext<typeof Events.ClaimAbandoned>,
  ): Promise<void> {
    await this.holds.releaseIn(manager, betHoldKey(claim.betId));
  }
}
