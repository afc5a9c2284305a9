import { Injectable } from '@nestjs/common';
import type { FootballMatch } from '@p2p/contracts/api';
import { AuthUser } from '@p2p/service-kit';
import { FootballClient } from '../upstream/football.client';
import type { FinishMatchDto } from './dto/finish-match.dto';

@Injectable()
export class MatchesService {
  constructor(private readonly football: FootballClient) {}

  /**
   * Football finishes the match (a simulated one, once: 409 after) and says so with MatchFinished,
   * which betting settles the bets on and which carries the admin and the reason into the audit log.
   * Answers the match as football answers it, finished.
   */
  finish(admin: AuthUser, matchId: string, dto: FinishMatchDto): Promise<FootballMatch> {
    return this.football.finish(matchId, { home: dto.home, away: dto.away, reason: dto.reason }, admin.id);
  }
}
