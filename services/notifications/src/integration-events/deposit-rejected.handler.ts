import { Injectable } from '@nestjs/common';
import type { DepositRejected } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent('wallet.DepositRejected')
export class DepositRejectedHandler implements IntegrationEventHandler<'wallet.DepositRejected'> {
  constructor(private readonly notifier: Notifier) {}

  async handle(
    deposit: DepositRejected,
    { manager, event }: EventContext<'wallet.DepositRejected'>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, deposit.userId, Templates.depositRejected(deposit));
  }
}
