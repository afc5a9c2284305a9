import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens';
import { SessionsService } from './sessions.service';

@Module({ providers: [AccessTokens, SessionsService], exports: [AccessTokens, SessionsService] })
export class SessionsModule {}
