import { Module } from '@nestjs/common';
import { AttemptLimiter } from './attempt-limiter';
import { DeviceCookies } from './device-cookies';
import { LoginThrottle } from './login-throttle';
import { SendCooldowns } from './send-cooldowns';

@Module({
  providers: [AttemptLimiter, DeviceCookies, LoginThrottle, SendCooldowns],
  exports: [AttemptLimiter, DeviceCookies, LoginThrottle, SendCooldowns],
})
export class ThrottlingModule {}
