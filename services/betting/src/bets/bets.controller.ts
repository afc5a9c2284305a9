import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, RawResponse } from '@p2p/service-kit';
import { betIdPipe } from '../validation/id-params';
import { BetsService } from './bets.service';
import { MyBetsQueryDto } from './dto/my-bets.query';

@ApiTags('p2p-betting')
@Controller('api/p2p-betting')
export class BetsController {
  constructor(private readonly bets: BetsService) {}

  @Get('my-bets')
  @Auth()
  @RawResponse()
  mine(@CurrentUser() user: AuthUser, @Query() query: MyBetsQueryDto) {
    return this.bets.mine(user, query);
  }

  @Get('bets/:id')
  @Auth()
  one(@CurrentUser() user: AuthUser, @Param('id', betIdPipe) betId: string) {
    return this.bets.one(user, betId);
  }
}
