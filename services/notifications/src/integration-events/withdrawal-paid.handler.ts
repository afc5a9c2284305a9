import { Injectable } from '@nestjs/common';
import { Events, type WithdrawalProcessed } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.WithdrawalPaid)
export class WithdrawalPaidHandler implements IntegrationEventHandler<typeof Events.WithdrawalPaid> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    withdrawal: WithdrawalProcessed,
    { manager, event }: EventContext<typeof Events.WithdrawalPaid>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, withdrawal.userId, Templates.withdrawalPaid(withdrawal));
  }
}
