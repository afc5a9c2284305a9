import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Support conversations, open ones first, newest activity first' })
  list(@Query() query: ListConversationsQueryDto) {
    return this.desk.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One support conversation with its messages' })
  one(@Param('id', conversationIdPipe) conversationId: string) {
    return this.desk.one(conversationId);
  }

  @Post(':id/messages')
  @ApiOperation({ summary: 'Answer a user in their support conversation' })
  post(
    @CurrentUser() admin: AuthUser,
    @Param('id', conversationIdPipe) conversationId: string,
    @Body() dto: PostMessageDto,
  ) {
    return this.desk.postAsAdmin(admin, conversationId, dto.text);
  }

  @Post(':id/close')
  @ApiOperation({ summary: 'Close a support conversation' })
  @HttpCode(200)
  async close(@CurrentUser() admin: AuthUser, @Param('id', conversationIdPipe) conversationId: string) {
    return reply(await this.desk.close(admin, conversationId), 'Conversation closed');
  }
}
