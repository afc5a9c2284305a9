import { Injectable } from '@nestjs/common';
import type { FootballMatch } from '@p2p/contracts';
import type { FinalScoreDto } from '../matches/dto/final-score.dto';
import { MatchLifecycle } from '../matches/match-lifecycle.service';
import type { FinishedByHand } from '../matches/match-integration-events';
import { MatchReader } from '../matches/match-reader.service';

/**
 * An admin's "finish now": full time with their score through the lifecycle's one finish, so the same
 * MatchUpdated and MatchFinished go out as at the clock's full time and betting settles the bets as
 * it always does. The match decides, on its locked row, whether it may (simulated, not yet ended).
 */
@Injectable()
export class FinishNow {
  constructor(
    private readonly lifecycle: MatchLifecycle,
    private readonly reader: MatchReader,
  ) {}

  async finish(matchId: string, score: FinalScoreDto, by: FinishedByHand): Promise<FootballMatch> {
    await this.lifecycle.finish(matchId, score.home, score.away, by);
    return this.reader.view(matchId);
  }
}
