import { Injectable } from '@nestjs/common';
import { Events, type DepositApproved } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.DepositApproved)
export class DepositApprovedHandler implements IntegrationEventHandler<typeof Events.DepositApproved> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    deposit: DepositApproved,
    { manager, event }: EventContext<typeof Events.DepositApproved>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, deposit.userId, Templates.depositApproved(deposit));
  }
}
