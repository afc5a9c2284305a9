import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply, RequireVerifiedEmail } from '@p2p/service-kit';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CreateTransferDto } from './dto/create-transfer.dto';
import { TransfersService } from './transfers.service';

@ApiTags('Transfers')
@Controller('api/wallet')
@Auth()
export class TransfersController {
  constructor(private readonly transfers: TransfersService) {}

  @Get('transfers/options')
  @ApiOperation({ summary: 'Transfer limits in dollars; transfers are instant and free' })
  options() {
    return this.transfers.options();
  }

  @Post('transfers')
  @RequireVerifiedEmail('transfer money')
  @Idempotent()
  @ApiOperation({ summary: 'Send dollars to a friend by username, instantly and free' })
  async transfer(@CurrentUser() user: AuthUser, @Body() dto: CreateTransferDto) {
    return reply(await this.transfers.transfer(user, dto), 'Transfer completed successfully');
  }

  @Get('recipients/:username')
  @ApiOperation({ summary: "A transfer recipient's display name, for the verify-on-blur tick" })
  recipient(@CurrentUser() user: AuthUser, @Param('username') username: string) {
    return this.transfers.findRecipient(user, username);
  }
}
