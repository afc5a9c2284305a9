import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser } from '@p2p/service-kit';
import { PostMessageDto } from './dto/post-message.dto';
import { SupportDesk } from './support-desk.service';

/** The support screen of a signed-in user: only ever their own conversation. */
@ApiTags('support')
@Controller('api/support')
@Auth()
export class SupportController {
  constructor(private readonly desk: SupportDesk) {}

  @Get('conversation')
  @ApiOperation({ summary: "The caller's conversation with support, oldest message first" })
  conversation(@CurrentUser() user: AuthUser) {
    return this.desk.mine(user);
  }

  @Post('messages')
  @ApiOperation({ summary: 'Write to support; opens a conversation when none is open' })
  post(@CurrentUser() user: AuthUser, @Body() dto: PostMessageDto) {
    return this.desk.postAsUser(user, dto.text);
  }
}
