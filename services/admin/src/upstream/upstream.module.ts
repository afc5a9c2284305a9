import { Module } from '@nestjs/common';
import { AuthClient } from './auth.client';
import { BettingClient } from './betting.client';

@Module({
  providers: [AuthClient, BettingClient],
  exports: [AuthClient, BettingClient],
})
export class UpstreamModule {}
