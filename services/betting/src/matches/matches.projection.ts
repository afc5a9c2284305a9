import { Injectable } from '@nestjs/common';
import type { MatchFinished, MatchScheduled, MatchUpdated, MatchVoided } from '@p2p/contracts';
import { EntityManager } from 'typeorm';
import { Match } from './match.entity';

/** Once a match ended this way, a late or repeated schedule must not bring it back. */
const FINAL_STATUSES = ['Finished', 'Cancelled', 'Abandoned'];

/**
 * Betting's copy of the matches, from football's events (per-match order is the bus's guarantee).
 * Every method runs in the inbox transaction of the event it applies.
 */
@Injectable()
export class MatchesProjection {
  async scheduled(manager: EntityManager, event: MatchScheduled): Promise<void> {
    await manager.query(
      `INSERT INTO matches (id, league_id, league_name, competition_name, competition_logo,
         home_team_id, home_team_name, home_team_short_name, home_team_logo,
         away_team_id, away_team_name, away_team_short_name, away_team_logo, kickoff_at, status, featured)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (id) DO UPDATE SET
         league_id = EXCLUDED.league_id, league_name = EXCLUDED.league_name,
         competition_name = EXCLUDED.competition_name, competition_logo = EXCLUDED.competition_logo,
         home_team_id = EXCLUDED.home_team_id, home_team_name = EXCLUDED.home_team_name,
         home_team_short_name = EXCLUDED.home_team_short_name, home_team_logo = EXCLUDED.home_team_logo,
         away_team_id = EXCLUDED.away_team_id, away_team_name = EXCLUDED.away_team_name,
         away_team_short_name = EXCLUDED.away_team_short_name, away_team_logo = EXCLUDED.away_team_logo,
         kickoff_at = EXCLUDED.kickoff_at, featured = EXCLUDED.featured, updated_at = now(),
         status = CASE WHEN matches.status = ANY($17) THEN matches.status ELSE EXCLUDED.status END`,
      [
        event.matchId,
        event.leagueId,
        event.leagueName,
        event.competition.name,
        event.competition.logo,
        event.homeTeam.id,
        event.homeTeam.name,
        event.homeTeam.shortName,
        event.homeTeam.logo,
        event.awayTeam.id,
        event.awayTeam.name,
        event.awayTeam.shortName,
        event.awayTeam.logo,
        event.kickoffAt,
        event.status,
        event.featured,
        FINAL_STATUSES,
      ],
    );
  }

  /**
   * An update for a match never scheduled here is ignored (MatchScheduled always comes first), and so
   * is a late one for a match that already ended: its final score stands.
   */
  async updated(manager: EntityManager, event: MatchUpdated): Promise<void> {
    await manager.query(
      `UPDATE matches SET kickoff_at = $2, minute = $3, home_score = $4, away_score = $5, status = $6,
              updated_at = now()
        WHERE id = $1 AND status <> ALL($7)`,
      [
        event.matchId,
        event.kickoffAt,
        event.minute,
        event.homeScore,
        event.awayScore,
        event.status,
        FINAL_STATUSES,
      ],
    );
  }

  /** Answers whether the match is known; its row stays locked until the transaction ends. */
  async finished(manager: EntityManager, event: MatchFinished): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Match)
      .set({
        status: 'Finished',
        homeScore: event.score.home,
        awayScore: event.score.away,
        updatedAt: () => 'now()',
      })
      .where('id = :id', { id: event.matchId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async voided(manager: EntityManager, event: MatchVoided): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Match)
      .set({ status: event.status, updatedAt: () => 'now()' })
      .where('id = :id', { id: event.matchId })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
