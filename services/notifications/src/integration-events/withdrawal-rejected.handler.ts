import { Injectable } from '@nestjs/common';
import { Events, type WithdrawalProcessed } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.WithdrawalRejected)
export class WithdrawalRejectedHandler implements IntegrationEventHandler<typeof Events.WithdrawalRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    withdrawal: WithdrawalProcessed,
    { manager, event }: EventContext<typeof Events.WithdrawalRejected>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, withdrawal.userId, Templates.withdrawalRejected(withdrawal));
  }
}
