import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, AuthUser, CurrentUser, reply } from '@p2p/service-kit';
import { conversationIdPipe } from '../validation/id-params';
import { ListConversationsQueryDto } from './dto/list-conversations.query';
import { PostMessageDto } from './dto/post-message.dto';
import { SupportDesk } from './support-desk.service';

@ApiTags('admin')
@Controller('api/admin/support/conversations')
@Auth({ roles: ['admin'] })
export class AdminSupportController {
  constructor(private readonly desk: SupportDesk) {}

  /** Open conversations first, newest activity first. */
  @Get()
  list(@Query() query: ListConversationsQueryDto) {
    return this.desk.list(query);
  }

  @Get(':id')
  one(@Param('id', conversationIdPipe) conversationId: string) {
    return this.desk.one(conversationId);
  }

  @Post(':id/messages')
  post(
    @CurrentUser() admin: AuthUser,
    @Param('id', conversationIdPipe) conversationId: string,
    @Body() dto: PostMessageDto,
  ) {
    return this.desk.postAsAdmin(admin, conversationId, dto.text);
  }

  @Post(':id/close')
  @HttpCode(200)
  async close(@CurrentUser() admin: AuthUser, @Param('id', conversationIdPipe) conversationId: string) {
    return reply(await this.desk.close(admin, conversationId), 'Conversation closed');
  }
}
