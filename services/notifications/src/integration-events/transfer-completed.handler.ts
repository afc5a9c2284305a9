import { Injectable } from '@nestjs/common';
import { Events, type TransferCompleted } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.TransferCompleted)
export class TransferCompletedHandler implements IntegrationEventHandler<typeof Events.TransferCompleted> {
  constructor(private readonly notifier: Notifier) {}

  /** Tells the recipient; the sender saw the transfer complete on their screen. */
  async handle(
    transfer: TransferCompleted,
    { manager, event }: EventContext<typeof Events.TransferCompleted>,
  ): Promise<void> {
    await this.notifier.notify(manager, event, transfer.recipientId, Templates.transferReceived(transfer));
  }
}
