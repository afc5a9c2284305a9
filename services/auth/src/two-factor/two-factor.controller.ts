import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, clientAddress, CurrentUser, reply } from '@p2p/service-kit';
import type { Request } from 'express';
import { ConfirmTwoFactorDto, DisableTwoFactorDto, StartTwoFactorDto } from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** The caller's own two-factor authentication; the login's code step is `POST /api/auth/login/2fa`. */
@ApiTags('auth')
@Controller('api/auth/2fa')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @ApiOperation({ summary: 'Whether two-factor authentication is on, and how many recovery codes are left' })
  async status(@CurrentUser() caller: AuthUser) {
    return await this.twoFactor.status(caller.id);
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start the setup (password required): a new secret, its otpauth:// link and QR code (data URL)',
  })
  async setup(@CurrentUser() caller: AuthUser, @Body() dto: StartTwoFactorDto, @Req() request: Request) {
    return reply(
      await this.twoFactor.startEnrolment(caller.id, dto.password, clientAddress(request)),
      'Scan the QR code with your authenticator app, then enter the code it shows',
    );
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary: "Confirm with the app's code: enables 2FA and answers the ten recovery codes, once",
  })
  async enable(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmTwoFactorDto) {
    return reply(
      await this.twoFactor.confirmEnrolment(caller.id, dto.code),
      'Two-factor authentication enabled. Keep your recovery codes somewhere safe.',
    );
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn 2FA off with the password and a code (or a recovery code)' })
  async disable(@CurrentUser() caller: AuthUser, @Body() dto: DisableTwoFactorDto, @Req() request: Request) {
    await this.twoFactor.disable(caller.id, dto.password, dto.code, clientAddress(request));
    return reply(null, 'Two-factor authentication disabled');
  }
}
