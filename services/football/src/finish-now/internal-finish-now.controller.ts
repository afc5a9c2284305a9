import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { InternalOnly, reply } from '@p2p/service-kit';
import { InternalFinishNowDto } from './dto/internal-finish-now.dto';
import { MATCH_FINISHED_MESSAGE } from './finish-now.controller';
import { FinishNow } from './finish-now.service';
import { SimulatedMatchesGuard } from './simulated-matches.guard';

/** The admin service's "finish now" command (the console's audited action); the gateway never routes /internal. */
@Controller('internal/matches')
@InternalOnly()
@UseGuards(SimulatedMatchesGuard)
export class InternalFinishNowController {
  constructor(private readonly finishNow: FinishNow) {}

  @Post(':id/finish')
  @HttpCode(200)
  async finish(@Param('id') id: string, @Body() dto: InternalFinishNowDto) {
    const finished = await this.finishNow.finish(id, dto, { adminId: dto.finishedBy, reason: dto.reason });
    return reply(finished, MATCH_FINISHED_MESSAGE);
  }
}
