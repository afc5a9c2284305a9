import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { ClockLeadership } from './clock-leadership';
import { LiveClockService } from './live-clock.service';

@Module({
  imports: [MatchesModule],
  providers: [ClockLeadership, LiveClockService],
  exports: [ClockLeadership, LiveClockService],
})
export class LiveClockModule {}
