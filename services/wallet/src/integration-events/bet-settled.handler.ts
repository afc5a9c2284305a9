import { Injectable } from '@nestjs/common';
import { Events, type BetSettled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetSettlementService } from '../holds/bet-settlement.service';

@Injectable()
@HandlesEvent(Events.BetSettled)
export class BetSettledHandler implements IntegrationEventHandler<typeof Events.BetSettled> {
  constructor(private readonly settlement: BetSettlementService) {}

  async handle(bet: BetSettled, { manager }: EventContext<typeof Events.BetSettled>): Promise<void> {
    await this.settlement.settle(manager, bet);
  }
}
