import { Injectable, Logger } from '@nestjs/common';
import { Events, type BetPaidOut } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { Notifier } from '../notifications/notifier.service';
import { Templates } from '../notifications/templates';

@Injectable()
@HandlesEvent(Events.BetPaidOut)
export class BetPaidOutHandler implements IntegrationEventHandler<typeof Events.BetPaidOut> {
  private readonly logger = new Logger(BetPaidOutHandler.name);

  constructor(private readonly notifier: Notifier) {}

  /** Both sides of a settled bet, once the wallet has moved the money: what each got back. */
  async handle(
    payout: BetPaidOut,
    { manager, event }: EventContext<typeof Events.BetPaidOut>,
  ): Promise<void> {
    if (!payout.makerId || !payout.takerId) {
      this.logger.warn(`BetPaidOut ${event.id} predates the sides it names; nobody to tell`);
      return;
    }
    for (const userId of [payout.makerId, payout.takerId]) {
      await this.notifier.notify(manager, event, userId, Templates.betSettled(payout, userId));
    }
  }
}
