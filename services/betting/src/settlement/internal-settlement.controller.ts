import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { InternalOnly, reply } from '@p2p/service-kit';
import { betIdPipe } from '../validation/id-params';
import { SettleBetDto } from './dto/settle-bet.dto';
import { SettlementService } from './settlement.service';

/** The admin service's command to settle one bet by hand (spec 02: settle a bet with a result). */
@Controller('internal/bets')
@InternalOnly()
export class InternalSettlementController {
  constructor(private readonly settlement: SettlementService) {}

  @Post(':id/settle')
  @HttpCode(200)
  async settle(@Param('id', betIdPipe) betId: string, @Body() dto: SettleBetDto) {
    return reply(await this.settlement.settleByRuling(betId, dto), 'Bet settled successfully');
  }
}
