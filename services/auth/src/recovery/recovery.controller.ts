import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '@p2p/service-kit';
import { RequestPhoneCodeDto, VerifyPhoneCodeDto } from './dto/phone-recovery.dto';
import { SecurityQuestionsLookupDto, VerifySecurityAnswersDto } from './dto/security-questions.dto';
import { SupportRequestDto } from './dto/support-request.dto';
import { PhoneRecoveryService } from './phone-recovery.service';
import { SecurityQuestionsService } from './security-questions.service';
import { SupportRequestsService } from './support-requests.service';

/** The account-recovery screen: by phone, by security questions, or by asking support. */
@ApiTags('account recovery')
@Controller('api/auth/recovery')
export class RecoveryController {
  constructor(
    private readonly phone: PhoneRecoveryService,
    private readonly questions: SecurityQuestionsService,
    private readonly support: SupportRequestsService,
  ) {}

  @Post('phone')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Text a six-digit code to the phone if an account uses it; the same answer either way',
  })
  async sendPhoneCode(@Body() dto: RequestPhoneCodeDto) {
    await this.phone.sendCode(dto.phone);
    return reply(null, 'If an account uses this phone number, a verification code has been sent.');
  }

  @Post('phone/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade the SMS code for a reset token (POST /api/auth/reset-password)' })
  async verifyPhoneCode(@Body() dto: VerifyPhoneCodeDto) {
    return reply({ resetToken: await this.phone.verifyCode(dto.phone, dto.code) }, 'Phone number verified');
  }

  @Post('security-questions')
  @HttpCode(200)
  @ApiOperation({
    summary: "The account's three questions (404 for unknown accounts and accounts without any)",
  })
  async securityQuestions(@Body() dto: SecurityQuestionsLookupDto) {
    return { questions: await this.questions.lookup(dto.identifier) };
  }

  @Post('security-questions/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade three right answers for a reset token; failures lock like logins' })
  async verifySecurityAnswers(@Body() dto: VerifySecurityAnswersDto) {
    return reply(
      { resetToken: await this.questions.verify(dto.identifier, dto.answers) },
      'Security answers verified',
    );
  }

  @Post('support')
  @ApiOperation({ summary: 'Ask the support team to recover the account' })
  async contactSupport(@Body() dto: SupportRequestDto) {
    return reply(
      await this.support.create(dto),
      'Your request has been received. Our team will respond within 24-48 hours.',
    );
  }
}
