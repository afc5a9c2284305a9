import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '@p2p/service-kit';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a single-use reset link (24 hours); the same answer for any address' })
  async forgotPassword(@Body() dto: ForgotPasswordDto) {
    await this.resets.sendLink(dto.email);
    return reply(null, 'If an account exists for this email, a password reset link has been sent.');
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; ends every session' })
  async resetPassword(@Body() dto: ResetPasswordDto) {
    await this.resets.reset(dto.token, dto.newPassword);
    return reply(null, 'Your password has been reset. Please log in with your new password.');
  }
}
