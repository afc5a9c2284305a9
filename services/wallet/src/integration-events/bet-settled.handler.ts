import { Injectable } from '@nestjs/common';
import type { BetSettled } from '@p2p/contracts';
import { EventContext, HandlesEvent, IntegrationEventHandler } from '@p2p/service-kit';
import { BetSettlementService } from '../holds/bet-settlement.service';

@Injectable()
@HandlesEvent('betting.BetSettled')
export class BetSettledHandler implements IntegrationEventHandler<'betting.BetSettled'> {
  constructor(private readonly settlement: BetSettlementService) {}

  async handle(bet: BetSettled, { manager }: EventContext<'betting.BetSettled'>): Promise<void> {
    await this.settlement.settle(manager, bet);
  }
}
