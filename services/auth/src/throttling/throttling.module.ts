import { Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';
import { LoginThrottle } from './login-throttle';
import { SendCooldowns } from './send-cooldowns';

@Module({
  providers: [AttemptLimiter, LoginThrottle, SendCooldowns],
  exports: [AttemptLimiter, LoginThrottle, SendCooldowns],
})
export class ThrottlingModule {}
