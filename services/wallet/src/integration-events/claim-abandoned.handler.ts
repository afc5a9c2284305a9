import { Injectable } from '@nestjs/common';
import { ClaimAbandoned, betHoldKey } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/** The taker's stake goes back; with no hold yet (its call still on the way), a tombstone refuses it. */
@Injectable()
@HandlesEvent('betting.ClaimAbandoned')
export class ClaimAbandonedHandler implements IntegrationEventHandler<'betting.ClaimAbandoned'> {
  constructor(private readonly holds: HoldsService) {}

  async handle(claim: ClaimAbandoned, { manager }: EventContext<'betting.ClaimAbandoned'>): Promise<void> {
    await this.holds.releaseIn(manager, betHoldKey(claim.betId));
  }
}
