import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
  conversation(@CurrentUser() user: AuthUser) {
    return this.desk.mine(user);
  }

  @Post('messages')
  post(@CurrentUser() user: AuthUser, @Body() dto: PostMessageDto) {
    return this.desk.postAsUser(user, dto.text);
  }
}
