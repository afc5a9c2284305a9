import { Injectable } from '@nestjs/common';
import type { MatchScheduled, MatchUpdated } from '@p2p/contracts';
import { EntityManager } from 'typeorm';

/** What the bets list shows of a match: its teams, league and kick-off, from football's events. */
@Injectable()
export class MatchesProjection {
  async scheduled(manager: EntityManager, match: MatchScheduled): Promise<void> {
    await manager.query(
      `INSERT INTO matches (id, home_team, away_team, league, start_time) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET home_team = EXCLUDED.home_team, away_team = EXCLUDED.away_team,
         league = EXCLUDED.league, start_time = EXCLUDED.start_time`,
      [match.matchId, match.homeTeam.name, match.awayTeam.name, match.leagueName, match.kickoffAt],
    );
  }

  /** A moved kick-off; an update of a match never scheduled here keeps its time until names arrive. */
  async updated(manager: EntityManager, match: MatchUpdated): Promise<void> {
    await manager.query(
      `INSERT INTO matches (id, start_time) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET start_time = EXCLUDED.start_time`,
      [match.matchId, match.kickoffAt],
    );
  }
}
