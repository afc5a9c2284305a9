import { Body, Controller, Get, Headers, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, bearerToken, CurrentUser, reply } from '@p2p/service-kit';
import { AccessTokens } from '../sessions/access-tokens';
import { SetRealityCheckDto } from './dto/set-reality-check.dto';
import { RealityCheckService } from './reality-check.service';

/** The caller's reality-check reminder (issue 22): its interval, and when the asking session began. */
@ApiTags('auth')
@Controller('api/auth/reality-check')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class RealityCheckController {
  constructor(
    private readonly realityCheck: RealityCheckService,
    private readonly accessTokens: AccessTokens,
  ) {}

  @Get()
  @ApiOperation({ summary: "The reminder's interval (null: off) and when the caller's session began" })
  async read(@CurrentUser() caller: AuthUser, @Headers('authorization') authorization?: string) {
    return reply(await this.realityCheck.read(caller.id, this.sessionOf(authorization)));
  }

  @Put()
  @ApiOperation({
    summary: 'Remind every 15, 30, 45, 60, 90 or 120 minutes of session time; null turns it off',
  })
  async set(
    @CurrentUser() caller: AuthUser,
    @Body() dto: SetRealityCheckDto,
    @Headers('authorization') authorization?: string,
  ) {
    const view = await this.realityCheck.set(caller.id, dto.intervalMinutes, this.sessionOf(authorization));
    return reply(
      view,
      view.intervalMinutes === null
        ? 'Reality check turned off'
        : `You will be reminded every ${view.intervalMinutes} minutes of session time`,
    );
  }

  /** The `sid` of the caller's access token: the guard verified the token already. */
  private sessionOf(authorization: string | undefined): string | null {
    const token = bearerToken(authorization);
    return token ? (this.accessTokens.read(token)?.sessionId ?? null) : null;
  }
}
