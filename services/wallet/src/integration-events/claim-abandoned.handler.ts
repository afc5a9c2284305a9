import { Injectable } from '@nestjs/common';
import { ClaimAbandoned, betHoldKey, Events, partHoldKey } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { HoldsService } from '../holds/holds.service';

/**
 * The taker's stake goes back, and for a part of an exchange offer the maker's share goes back into the
 * offer's hold; a key with no hold yet (its call still on the way) gets a tombstone that refuses it.
 */
@Injectable()
@HandlesEvent(Events.ClaimAbandoned)
export class ClaimAbandonedHandler implements IntegrationEventHandler<typeof Events.ClaimAbandoned> {
  constructor(private readonly holds: HoldsService) {}

  async handle(
    claim: ClaimAbandoned,
    { manager }: EventContext<typeof Events.ClaimAbandoned>,
  ): Promise<void> {
    // bet: before part:, the key order a settlement locks the two in.
    await this.holds.releaseIn(manager, betHoldKey(claim.betId));
    if (claim.makerPart) await this.holds.releaseIn(manager, partHoldKey(claim.betId));
  }
}
