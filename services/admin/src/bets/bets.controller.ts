import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { betIdPipe } from '../validation/id-params';
import { BetsService } from './bets.service';
import { ListBetsQueryDto } from './dto/list-bets.query';
import { SettleBetDto } from './dto/settle-bet.dto';

@ApiTags('admin')
@Controller('api/admin/peer-bets')
@Auth({ roles: ['admin'] })
export class BetsController {
  constructor(private readonly bets: BetsService) {}

  @Get()
  @ApiOperation({ summary: 'Peer bets across users, filtered and paged' })
  list(@Query() query: ListBetsQueryDto) {
    return this.bets.list(query);
  }

  @Post(':id/settle')
  @ApiOperation({ summary: 'Settle or void a bet by hand, with a reason (audited)' })
  @HttpCode(200)
  async settle(
    @CurrentUser() admin: AuthUser,
    @Param('id', betIdPipe) betId: string,
    @Body() dto: SettleBetDto,
  ) {
    return reply(await this.bets.settle(admin, betId, dto), 'Bet settled successfully');
  }
}
