import { Controller, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, bearerToken, CurrentUser, NotFoundError, reply } from '@p2p/service-kit';
import { AccessTokens } from './access-tokens';
import { SessionsService } from './sessions.service';

/** The caller's own sessions: where they are signed in, and ending any of them. */
@ApiTags('auth')
@Controller('api/auth/sessions')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly accessTokens: AccessTokens,
  ) {}

  @Get()
  @ApiOperation({
    summary: "The caller's open sessions: device, address, start, last refresh, the current one",
  })
  async list(@CurrentUser() caller: AuthUser, @Headers('authorization') authorization?: string) {
    return { sessions: await this.sessions.list(caller.id, this.sessionOf(authorization)) };
  }

  @Post('revoke-others')
  @HttpCode(200)
  @ApiOperation({
    summary: "End every session of the caller's but this one; their access tokens stop at once",
  })
  async revokeOthers(@CurrentUser() caller: AuthUser, @Headers('authorization') authorization?: string) {
    const current = this.sessionOf(authorization);
    if (!current) throw new NotFoundError('Session not found');
    const revoked = await this.sessions.revokeOthers(caller.id, current);
    return reply({ revoked }, revoked === 1 ? '1 other session ended' : `${revoked} other sessions ended`);
  }

  @Delete(':id')
  @ApiOperation({ summary: "End one of the caller's sessions; its access tokens stop at once" })
  async revoke(
    @CurrentUser() caller: AuthUser,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Session not found') }))
    id: string,
  ) {
    if (!(await this.sessions.revoke(caller.id, id))) throw new NotFoundError('Session not found');
    return reply(null, 'Session ended');
  }

  private sessionOf(authorization: string | undefined): string | null {
    const token = bearerToken(authorization);
    return token ? (this.accessTokens.read(token)?.sessionId ?? null) : null;
  }
}
