import { Module } from '@nestjs/common';
import { AuthClient } from './auth.client';
import { BettingClient } from './betting.client';
import { FootballClient } from './football.client';

@Module({
  providers: [AuthClient, BettingClient, FootballClient],
  exports: [AuthClient, BettingClient, FootballClient],
})
export class UpstreamModule {}
