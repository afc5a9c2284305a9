import { Body, Controller, Headers, HttpCode, Post, Req, Res, Inject } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, bearerToken, reply, CLOCK, type Clock } from '@p2p/service-kit';
import type { Request, Response } from 'express';
import {
  clearRefreshCookie,
  readRefreshCookie,
  REFRESH_COOKIE,
  setRefreshCookie,
} from '../sessions/refresh-cookie';
import { sessionClient } from '../sessions/session-client';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { DeviceCookies, readDeviceCookie } from '../throttling/device-cookies';
import { AccountSuspendedError } from '../users/account-status';
import { toUserView } from '../users/user.view';
import { AccountsService } from './accounts.service';
import { TwoFactorLoginDto } from '../two-factor/dto/two-factor.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly devices: DeviceCookies,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Sign up; sends the verification PIN; answers the token and the user' })
  async register(
    @Body() dto: RegisterDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const session = await this.accounts.register(dto, sessionClient(request));
    return reply(
      started(session, response, this.clock.now()),
      'Registration successful. Please check your email for the verification code.',
    );
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Log in; 429 after 5 failures at an account from one address, or 20 from one address, in 15 minutes; ' +
      '20 at an account from anywhere lock it and mail its owner an unlock link. A browser that signed in ' +
      'before sends its device cookie (set at each sign-in) and is held only to its own 5 failures. ' +
      'With two-factor authentication on, a right password answers { twoFactorRequired: true, ' +
      'challengeToken } (no session yet): the code goes to POST /api/auth/login/2fa',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const outcome = await this.accounts.login(
      dto.email,
      dto.password,
      sessionClient(request),
      readDeviceCookie(request),
    );
    if ('twoFactorRequired' in outcome) return reply(outcome, 'Two-factor authentication code required');
    this.devices.remember(response, outcome.user.id);
    return reply(started(outcome, response, this.clock.now()), 'Login successful');
  }

  @Post('login/2fa')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The login's second step: the password step's challengeToken (valid 5 minutes) and a six-digit code " +
      'from the authenticator app or an unused recovery code; wrong codes count as failed logins',
  })
  async loginWithCode(
    @Body() dto: TwoFactorLoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const session = await this.accounts.completeTwoFactorLogin(
      dto.challengeToken,
      dto.code,
      sessionClient(request),
      readDeviceCookie(request),
    );
    this.devices.remember(response, session.user.id);
    return reply(started(session, response, this.clock.now()), 'Login successful');
  }

  @Post('verify-token')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'The current user, when the bearer token is valid and its session open' })
  async verifyToken(@Headers('authorization') authorization?: string) {
    return { user: await this.accounts.verifyToken(bearerToken(authorization)) };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'Rotate the refresh cookie; a reused old one ends the whole session' })
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    try {
      return reply(
        started(
          await this.sessions.rotate(readRefreshCookie(request), sessionClient(request)),
          response,
          this.clock.now(),
        ),
        'Token refreshed',
      );
    } catch (error) {
      // A suspended account's cookie stays: every later refresh then gives the reason again, where a
      // page that died before reading this answer would find the cookie gone and no reason at all.
      if (!(error instanceof AccountSuspendedError)) clearRefreshCookie(response);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(200)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'End the session of the refresh cookie and that of the bearer token' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.sessions.end(readRefreshCookie(request), bearerToken(request.headers.authorization));
    clearRefreshCookie(response);
    return reply(null, 'Logged out successfully');
  }
}

/** The answer of login, register and refresh; the refresh token goes only into its cookie. */
function started(session: IssuedSession, response: Response, now: Date) {
  setRefreshCookie(response, session.refreshToken, session.refreshExpiresAt);
  return { token: session.accessToken, expiresIn: session.expiresIn, user: toUserView(session.user, now) };
}
