import { Injectable } from '@nestjs/common';
import { Events, type SupportRequested } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { SupportDesk } from '../support/support-desk.service';

/**
 * The account-recovery form opens a conversation on the support desk. The desk is this service's
 * own data, not a read model: the kit's dispatcher applies it once, in the `admin` group, which a
 * rebuild never replays.
 */
@Injectable()
@HandlesEvent(Events.SupportRequested)
export class SupportRequestedHandler implements IntegrationEventHandler<typeof Events.SupportRequested> {
  constructor(private readonly desk: SupportDesk) {}

  async handle(
    request: SupportRequested,
    { manager }: EventContext<typeof Events.SupportRequested>,
  ): Promise<void> {
    await this.desk.openRecoveryRequest(manager, request);
  }
}
