import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { ConfirmPhoneDto } from './dto/confirm-phone.dto';
import { PhoneConfirmationService } from './phone-confirmation.service';

@ApiTags('profile')
@Controller('api/profile/phone')
@Auth({ unauthorizedMessage: 'No authentication token found' })
export class PhoneConfirmationController {
  constructor(private readonly confirmation: PhoneConfirmationService) {}

  @Post('send-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Text a six-digit code to the phone on file (once a minute)' })
  async sendCode(@CurrentUser() caller: AuthUser) {
    await this.confirmation.sendCode(caller.id);
    return reply(null, 'A confirmation code has been sent to your phone.');
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the phone on file with the texted code; only a confirmed phone can recover the account',
  })
  async confirm(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmPhoneDto) {
    return reply({ user: await this.confirmation.confirm(caller.id, dto.code) }, 'Phone number confirmed');
  }
}
