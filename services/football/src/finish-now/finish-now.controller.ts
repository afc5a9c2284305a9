import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { FinishNowDto } from './dto/finish-now.dto';
import { FinishNow } from './finish-now.service';
import { SimulatedMatchesGuard } from './simulated-matches.guard';

export const MATCH_FINISHED_MESSAGE = 'Match finished successfully';

/** An admin finishes a simulated match now; the console does it through the admin service. */
@ApiTags('football')
@Controller('api/football/matches')
@Auth({ roles: ['admin'] })
// Below @Auth, so it runs first: on a real feed the route does not exist, token or not.
@UseGuards(SimulatedMatchesGuard)
export class FinishNowController {
  constructor(private readonly finishNow: FinishNow) {}

  @Post(':id/finish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish a simulated match now with a score (admins; demo mode only)',
    description:
      'Full time at once for a scheduled or live match of the simulated season: the same MatchUpdated ' +
      "and MatchFinished as at the clock's full time, so its bets settle as usual; MatchFinished names " +
      'the admin and the reason, which the audit log keeps. Answers the finished Match. Exists only ' +
      'while the matches are simulated (FOOTBALL_PROVIDER=demo): on a real feed (football-data) it ' +
      'answers 404 Route not found.',
  })
  @ApiResponse({
    status: 200,
    description: '{ success, data: Match, message: "Match finished successfully" }',
  })
  @ApiResponse({
    status: 400,
    description:
      'home / away not whole goals from 0 to 99 ("home must be a whole number of goals", "home must be ' +
      'at most 99"); "A reason is required to finish a match by hand"; "Reason cannot exceed 500 characters"',
  })
  @ApiResponse({ status: 401, description: 'Authentication required' })
  @ApiResponse({ status: 403, description: 'Admin access required' })
  @ApiResponse({
    status: 404,
    description: '"Match not found"; "Route not found" when the matches come from a real feed',
  })
  @ApiResponse({
    status: 409,
    description:
      'The match has ended ("Match is already finished", "... postponed", "... cancelled", "... abandoned"), ' +
      'or is a real feed\'s ("Only a simulated match can be finished by hand")',
  })
  async finish(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() dto: FinishNowDto) {
    const finished = await this.finishNow.finish(id, dto, { adminId: admin.id, reason: dto.reason });
    return reply(finished, MATCH_FINISHED_MESSAGE);
  }
}
