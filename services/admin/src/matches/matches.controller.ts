import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { matchIdPipe } from '../validation/id-params';
import { FinishMatchDto } from './dto/finish-match.dto';
import { MatchesService } from './matches.service';

@ApiTags('admin')
@Controller('api/admin/matches')
@Auth({ roles: ['admin'] })
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Post(':id/finish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Finish a simulated match now with a score and a reason (football's 404 Route not found on a real feed, 409 once ended)",
  })
  async finish(
    @CurrentUser() admin: AuthUser,
    @Param('id', matchIdPipe) matchId: string,
    @Body() dto: FinishMatchDto,
  ) {
    return reply(await this.matches.finish(admin, matchId, dto), 'Match finished successfully');
  }
}
