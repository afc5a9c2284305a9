import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';

@Module({
  controllers: [SessionsController],
  providers: [AccessTokens, SessionsService],
  exports: [AccessTokens, SessionsService],
})
export class SessionsModule {}
