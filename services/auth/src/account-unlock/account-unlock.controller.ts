import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reply } from '@p2p/service-kit';
import { AccountUnlockService } from './account-unlock.service';
import { UnlockAccountDto } from './dto/unlock-account.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AccountUnlockController {
  constructor(private readonly unlocks: AccountUnlockService) {}

  @Post('unlock')
  @HttpCode(200)
  @ApiOperation({ summary: "Lift an account lock with the token of the link mailed to the account's owner" })
  async unlock(@Body() dto: UnlockAccountDto) {
    await this.unlocks.unlock(dto.token);
    return reply(null, 'Your account has been unlocked. You can log in now.');
  }
}
