import { Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';
import { SendCooldowns } from './send-cooldowns';

@Module({ providers: [AttemptLimiter, SendCooldowns], exports: [AttemptLimiter, SendCooldowns] })
export class ThrottlingModule {}
