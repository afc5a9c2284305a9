import { Body, Controller, Get, HttpCode, Param, Post, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { EmailAddressDto } from './dto/email-address.dto';
import { VerifyPinDto } from './dto/verify-pin.dto';
import { EmailVerificationService } from './email-verification.service';
import { ErrorFieldFilter } from './error-field.filter';

@ApiTags('email-verification')
@Controller('api/email-verification')
@UseFilters(ErrorFieldFilter)
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('verify-pin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the email with the six-digit PIN (15 minutes, 5 wrong tries)' })
  async verifyPin(@Body() dto: VerifyPinDto) {
    const user = await this.verification.verify(dto.email, dto.pin);
    return reply({ user }, 'Email verified successfully');
  }

  @Post('resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a new PIN (once a minute per address)' })
  async resend(@Body() dto: EmailAddressDto) {
    await this.verification.resend(dto.email);
    return reply(null, 'If an unverified account uses this email, a new verification code has been sent.');
  }

  @Get('status/:email')
  @Auth({ unauthorizedMessage: 'No authentication token found' })
  @ApiOperation({ summary: "Whether the caller's own email is verified (403 for any other address)" })
  async status(@CurrentUser() caller: AuthUser, @Param() params: EmailAddressDto) {
    return { isVerified: await this.verification.isOwnEmailVerified(caller.id, params.email) };
  }
}
