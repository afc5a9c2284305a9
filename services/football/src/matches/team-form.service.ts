import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { FormResult } from '@p2p/contracts';

export const FORM_LENGTH = 5;

/** Clubs' recent form: their last five finished matches in any competition, oldest first. */
@Injectable()
export class TeamFormService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async forms(teamIds: readonly string[]): Promise<Map<string, FormResult[]>> {
    const forms = new Map<string, FormResult[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return forms;
    const rows: Array<{ team_id: string; result: FormResult }> = await this.dataSource.query(
      `
      SELECT team_id, result FROM (
        SELECT team_id, result, kickoff_at,
               row_number() OVER (PARTITION BY team_id ORDER BY kickoff_at DESC) AS recency
        FROM (
          SELECT home_team_id AS team_id, kickoff_at,
                 CASE WHEN home_score > away_score THEN 'W' WHEN home_score = away_score THEN 'D' ELSE 'L' END AS result
          FROM matches WHERE status = 'Finished' AND home_team_id = ANY($1)
          UNION ALL
          SELECT away_team_id, kickoff_at,
                 CASE WHEN away_score > home_score THEN 'W' WHEN home_score = away_score THEN 'D' ELSE 'L' END
          FROM matches WHERE status = 'Finished' AND away_team_id = ANY($1)
        ) played
      ) ranked
      WHERE recency <= $2
      ORDER BY team_id, kickoff_at`,
      [teamIds, FORM_LENGTH],
    );
    for (const row of rows) forms.get(row.team_id)?.push(row.result);
    return forms;
  }
}
