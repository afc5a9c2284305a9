import { Injectable } from '@nestjs/common';
import type { SupportRequested } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { SupportDesk } from '../support/support-desk.service';

/**
 * The account-recovery form opens a conversation on the support desk. The desk is this service's
 * own data, not a read model: the kit's dispatcher applies it once, in the `admin` group, which a
 * rebuild never replays.
 */
@Injectable()
@HandlesEvent('auth.SupportRequested')
export class SupportRequestedHandler implements IntegrationEventHandler<'auth.SupportRequested'> {
  constructor(private readonly desk: SupportDesk) {}

  async handle(request: SupportRequested, { manager }: EventContext<'auth.SupportRequested'>): Promise<void> {
    await this.desk.openRecoveryRequest(manager, request);
  }
}
