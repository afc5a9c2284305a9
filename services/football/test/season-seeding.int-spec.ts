import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { DataSource } from 'typeorm';
import { SeasonSeeder } from '../src/fixtures/season-seeder.service';
import { FootballApp, startFootball, TEST_NOW } from './support/football-app';

const DAY = 86_400_000;

describe('Demo season seeding (SEED_DEMO_DATA=true)', () => {
  let football: FootballApp;
  const query = <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    football.app.get(DataSource).query(sql, params);
  const countEvents = (type: string) => {
    const perMatch = new Map<string, number>();
    for (const event of football.bus
      .events('football.events')
      .filter((candidate) => candidate.type === type)) {
      perMatch.set(event.key, (perMatch.get(event.key) ?? 0) + 1);
    }
    return perMatch;
  };

  beforeAll(async () => {
    football = await startFootball({ env: { SEED_DEMO_DATA: 'true', FOOTBALL_VOID_RATE: '0.05' } });
  });

  afterAll(async () => {
    await football?.close();
  });

  it('announces every match once, and every ended match with exactly one MatchFinished or MatchVoided', async () => {
    const matches = await query<{ id: string; status: string }>(`SELECT id, status FROM matches`);
    const ended = matches.filter((match) => ['Finished', 'Postponed', 'Abandoned'].includes(match.status));

    await eventually(() => expect(countEvents('football.MatchScheduled').size).toBe(matches.length), 20_000);
    await eventually(() =>
      expect(countEvents('football.MatchFinished').size + countEvents('football.MatchVoided').size).toBe(
        ended.length,
      ),
    );
    for (const count of countEvents('football.MatchScheduled').values()) expect(count).toBe(1);
    const finished = countEvents('football.MatchFinished');
    const voided = countEvents('football.MatchVoided');
    for (const match of ended) {
      expect((finished.get(match.id) ?? 0) + (voided.get(match.id) ?? 0)).toBe(1);
    }
    expect(matches.length).toBeGreaterThan(200);
    expect(voided.size).toBeGreaterThan(0);
  });

  it('keeps every finished score equal to its goals', async () => {
    const mismatches = await query(`
      SELECT m.id FROM matches m
      LEFT JOIN match_events e ON e.match_id = m.id AND e.type = 'goal'
      WHERE m.status = 'Finished'
      GROUP BY m.id
      HAVING m.home_score <> count(*) FILTER (WHERE e.side = 'home')
          OR m.away_score <> count(*) FILTER (WHERE e.side = 'away')`);

    expect(mismatches).toEqual([]);
  });

  it('does not seed again while matches are left to play', async () => {
    expect(await football.app.get(SeasonSeeder).seedSeason()).toBe(0);
  });

  it('seeds a new stretch of the season after the last one ran out, never beside known matches', async () => {
    const [before] = await query<{ latest: Date; count: number }>(
      `SELECT max(kickoff_at) AS latest, count(*)::int AS count FROM matches`,
    );
    football.clock.set(new Date(Date.parse(TEST_NOW) + 20 * DAY));

    const seeded = await football.app.get(SeasonSeeder).seedSeason();

    expect(seeded).toBeGreaterThan(0);
    const [after] = await query<{ count: number; unfinished_old: number; earliest_new: Date }>(
      `SELECT count(*)::int AS count,
              count(*) FILTER (WHERE kickoff_at <= $1 AND status IN ('Scheduled', 'Live', 'Half Time'))::int AS unfinished_old,
              min(kickoff_at) FILTER (WHERE kickoff_at > $1) AS earliest_new
       FROM matches`,
      [before.latest],
    );
    expect(after.count).toBe(before.count + seeded);
    expect(after.unfinished_old).toBe(0);
    expect(new Date(after.earliest_new).getTime()).toBeGreaterThan(new Date(before.latest).getTime());
    const live = await football.api().get('/api/football/live');
    expect(live.body.data.length).toBeGreaterThanOrEqual(3);
  });
});
