import { Injectable } from '@nestjs/common';
import { Events, type DepositRejected } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.DepositRejected)
export class DepositRejectedHandler implements IntegrationEventHandler<typeof Events.DepositRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    deposit: DepositRejected,
    { manager, event }: EventContext<typeof Events.DepositRejected>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, deposit.userId, Templates.depositRejected(deposit));
  }
}
