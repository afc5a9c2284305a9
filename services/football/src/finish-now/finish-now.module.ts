import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { FinishNowController } from './finish-now.controller';
import { FinishNow } from './finish-now.service';
import { InternalFinishNowController } from './internal-finish-now.controller';
import { SimulatedMatchesGuard } from './simulated-matches.guard';

/** "Finish now": a simulated match's result given by an admin, through football's route or the admin service. */
@Module({
  imports: [MatchesModule],
  controllers: [FinishNowController, InternalFinishNowController],
  providers: [FinishNow, SimulatedMatchesGuard],
})
export class FinishNowModule {}
