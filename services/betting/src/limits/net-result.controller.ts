import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { NetResultQueryDto } from './dto/net-result.query';
import { NetResultService } from './net-result.service';

/** The reality check's figure (issue 22): what the caller's bets settled since a time won or lost. */
@ApiTags('p2p-betting')
@Controller('api/p2p-betting/net-result')
export class NetResultController {
  constructor(private readonly netResult: NetResultService) {}

  @Get()
  @Auth()
  @ApiOperation({
    summary:
      "The caller's winnings won minus stakes lost over the bets settled since `since` (at most 31 days ago)",
  })
  async since(@CurrentUser() user: AuthUser, @Query() query: NetResultQueryDto) {
    return reply(await this.netResult.since(user.id, new Date(query.since)));
  }
}
