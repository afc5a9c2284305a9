import { Injectable } from '@nestjs/common';
import type { WithdrawalProcessed } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent('wallet.WithdrawalRejected')
export class WithdrawalRejectedHandler implements IntegrationEventHandler<'wallet.WithdrawalRejected'> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    withdrawal: WithdrawalProcessed,
    { manager, event }: EventContext<'wallet.WithdrawalRejected'>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, withdrawal.userId, Templates.withdrawalRejected(withdrawal));
  }
}
