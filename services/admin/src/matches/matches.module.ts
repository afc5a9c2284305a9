import { Module } from '@nestjs/common';
import { UpstreamModule } from '../upstream/upstream.module';
import { MatchesController } from './matches.controller';
import { MatchesService } from './matches.service';

/** "Finish now" on a simulated match, sent to football (the console's Matches tab). */
@Module({
  imports: [UpstreamModule],
  controllers: [MatchesController],
  providers: [MatchesService],
})
export class MatchesModule {}
