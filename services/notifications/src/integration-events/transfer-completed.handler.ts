import { Injectable } from '@nestjs/common';
import type { TransferCompleted } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent('wallet.TransferCompleted')
export class TransferCompletedHandler implements IntegrationEventHandler<'wallet.TransferCompleted'> {
  constructor(private readonly notifier: Notifier) {}

  /** Tells the recipient; the sender saw the transfer complete on their screen. */
  async handle(
    transfer: TransferCompleted,
    { manager, event }: EventContext<'wallet.TransferCompleted'>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, transfer.recipientId, Templates.transferReceived(transfer));
  }
}
