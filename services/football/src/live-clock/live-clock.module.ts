import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { LiveClockService } from './live-clock.service';

@Module({ imports: [MatchesModule], providers: [LiveClockService], exports: [LiveClockService] })
export class LiveClockModule {}
