import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { betIdPipe } from '../validation/id-params';
import { BetsService } from './bets.service';
import { MyBetsQueryDto } from './dto/my-bets.query';

@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class BetsController {
  constructor(private readonly bets: BetsService) {}

  @Get('my-bets')
  @ApiOperation({ summary: "The caller's bets (offers taken by either side), optionally of one status" })
  @Auth()
  @RawResponse()
  mine(@CurrentUser() user: AuthUser, @Query() query: MyBetsQueryDto) {
    return this.bets.mine(user, query);
  }

  @Get('bets/:id')
  @ApiOperation({ summary: "One of the caller's bets" })
  @Auth()
  one(@CurrentUser() user: AuthUser, @Param('id', betIdPipe) betId: string) {
    return this.bets.one(user, betId);
  }
}
