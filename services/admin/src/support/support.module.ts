import { Module } from '@nestjs/common';
import { AdminSupportController } from './admin-support.controller';
import { ConversationQueries } from './conversation.queries';
import { SupportDesk } from './support-desk.service';
import { SupportController } from './support.controller';

@Module({
  controllers: [SupportController, AdminSupportController],
  providers: [ConversationQueries, SupportDesk],
  exports: [SupportDesk],
})
export class SupportModule {}
