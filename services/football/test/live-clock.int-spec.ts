import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchFinished, MatchScheduled, MatchUpdated, MatchVoided } from '@p2p/contracts';
import { eventually } from '@p2p/testing';
import { DataSource } from 'typeorm';
import { LiveClockService } from '../src/live-clock/live-clock.service';
import { ClockLease } from '../src/live-clock/clock-lease';
import { RandomSource, seededRandomSource } from '../src/simulation/random';
import { createTestMatch } from './factories/test-match';
import { FootballApp, startFootball } from './support/football-app';

const MINUTE = 60_000;

/** Seeded, except that every kick-off draw falls within the void rate: matches are postponed. */
function randomPostponingEveryMatch(): RandomSource {
  const seeded = seededRandomSource(7);
  return { stream: (...keys) => (keys[1] === 'kick-off' ? { next: () => 0 } : seeded.stream(...keys)) };
}

describe('Live clock, with a test clock and seeded randomness', () => {
  let football: FootballApp;
  const tick = () => football.app.get(LiveClockService).tick();
  const kickoffIn = (minutes: number) =>
    new Date(football.clock.now().getTime() + minutes * MINUTE).toISOString();

  beforeAll(async () => {
    football = await startFootball();
  });

  afterAll(async () => {
    await football?.close();
  });

  it('plays a whole match: Scheduled, Updated minute by minute, exactly one Finished with the right result', async () => {
    const match = await createTestMatch(football, { startTime: kickoffIn(10) });
    const kickoff = Date.parse(match.startTime);
    const statuses = new Map<number, string>();

    for (let minute = 0; minute <= 110; minute++) {
      football.clock.set(new Date(kickoff + minute * MINUTE));
      await tick();
      if ([0, 50, 70, 110].includes(minute)) {
        const live = (await football.api().get('/api/football/live')).body.data;
        statuses.set(
          minute,
          live.find((candidate: { id: string }) => candidate.id === match.id)?.status ?? 'not live',
        );
      }
    }

    expect(Object.fromEntries(statuses)).toEqual({ 0: 'Live', 50: 'Half Time', 70: 'Live', 110: 'not live' });
    const final = (
      await football.api().get(`/api/football/matches?date=${match.startTime.slice(0, 10)}`)
    ).body.data.find((candidate: { id: string }) => candidate.id === match.id);
    expect(final).toMatchObject({ status: 'Finished', minute: 90, progress: 100, isLive: false });
    await eventually(() => expect(football.published('football.MatchFinished', match.id)).toHaveLength(1));
    const scheduled = football.published('football.MatchScheduled', match.id);
    const updates = football
      .published('football.MatchUpdated', match.id)
      .map((event) => event.payload as MatchUpdated);
    const [finished] = football
      .published('football.MatchFinished', match.id)
      .map((event) => event.payload as MatchFinished);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].payload as MatchScheduled).toMatchObject({
      matchId: match.id,
      leagueId: 'premier-league',
      leagueName: 'Premier League',
      competition: {
        name: 'Premier League',
        logo: expect.stringMatching(/^\/api\/football\/emblems\/[0-9a-f]{16}\.svg#league-premier-league$/),
      },
      homeTeam: {
        id: 'arsenal',
        name: 'Arsenal',
        shortName: 'ARS',
        logo: expect.stringMatching(/^\/api\/football\/emblems\/[0-9a-f]{16}\.svg#team-arsenal$/),
      },
      awayTeam: { id: 'chelsea', name: 'Chelsea', shortName: 'CHE' },
      kickoffAt: match.startTime,
      status: 'Scheduled',
      featured: false,
    });
    const expectedResult =
      final.homeTeam.score > final.awayTeam.score
        ? 'home_win'
        : final.homeTeam.score < final.awayTeam.score
          ? 'away_win'
          : 'draw';
    expect(finished).toEqual({
      matchId: match.id,
      result: expectedResult,
      score: { home: final.homeTeam.score, away: final.awayTeam.score },
    });
    // One update per simulated minute at most: no two updates report the same state.
    const states = updates.map(
      (update) => `${update.status}/${update.minute}/${update.homeScore}-${update.awayScore}`,
    );
    expect(new Set(states).size).toBe(states.length);
    expect(updates.length).toBe(92); // minutes 1-90, half time, full time
    expect(updates.map((update) => update.status)).toContain('Half Time');
    expect(updates.at(-1)).toMatchObject({
      status: 'Finished',
      minute: 90,
      homeScore: final.homeTeam.score,
      awayScore: final.awayTeam.score,
    });
    expect(football.published('football.MatchVoided', match.id)).toHaveLength(0);
  });

  it('records every goal of the match as an event with its minute and player', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'liverpool',
      awayTeamId: 'everton',
      startTime: kickoffIn(5),
    });
    football.clock.set(new Date(Date.parse(match.startTime) + 106 * MINUTE));

    await tick();

    const goals: Array<{ side: string; minute: number; player: string }> = await football.app
      .get(DataSource)
      .query(`SELECT side, minute, player FROM match_events WHERE match_id = $1 AND type = 'goal'`, [
        match.id,
      ]);
    await eventually(() => expect(football.published('football.MatchFinished', match.id)).toHaveLength(1));
    const [finished] = football
      .published('football.MatchFinished', match.id)
      .map((event) => event.payload as MatchFinished);
    expect(finished.score).toEqual({
      home: goals.filter((goal) => goal.side === 'home').length,
      away: goals.filter((goal) => goal.side === 'away').length,
    });
    for (const goal of goals) {
      expect(goal.minute).toBeGreaterThanOrEqual(1);
      expect(goal.minute).toBeLessThanOrEqual(90);
    }
  });

  it('does not kick a match off before its time', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'burnley',
      awayTeamId: 'leeds-united',
      startTime: kickoffIn(30),
    });

    await tick();

    const odds = await football.api().get(`/api/football/matches/${match.id}/odds`);
    expect(odds.body.data.status).toBe('Scheduled');
  });

  it('catches up a match in play after a pause of the clock, with one update', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'sunderland',
      awayTeamId: 'everton',
      startTime: kickoffIn(5),
    });
    football.clock.set(match.startTime);
    await tick();
    football.clock.set(new Date(Date.parse(match.startTime) + 30.5 * MINUTE));

    await tick();

    await eventually(() => expect(football.published('football.MatchUpdated', match.id)).toHaveLength(2));
    const last = football.published('football.MatchUpdated', match.id).at(-1)?.payload as MatchUpdated;
    expect(last).toMatchObject({ status: 'Live', minute: 31 });
  });
});

describe('Live clock postponements (FOOTBALL_VOID_RATE=0.02)', () => {
  let football: FootballApp;
  const tick = () => football.app.get(LiveClockService).tick();
  const kickoffIn = (minutes: number) =>
    new Date(football.clock.now().getTime() + minutes * MINUTE).toISOString();

  beforeAll(async () => {
    football = await startFootball({
      env: { FOOTBALL_VOID_RATE: '0.02' },
      random: randomPostponingEveryMatch(),
    });
  });

  afterAll(async () => {
    await football?.close();
  });

  it('postpones a match at kick-off and emits MatchVoided', async () => {
    const match = await createTestMatch(football, {
      homeTeamId: 'fulham',
      awayTeamId: 'brentford',
      startTime: kickoffIn(5),
    });
    football.clock.set(match.startTime);

    await tick();

    await eventually(() => expect(football.published('football.MatchVoided', match.id)).toHaveLength(1));
    const [voided] = football
      .published('football.MatchVoided', match.id)
      .map((event) => event.payload as MatchVoided);
    expect(voided).toEqual({ matchId: match.id, status: 'Postponed', reason: expect.any(String) });
    const odds = await football.api().get(`/api/football/matches/${match.id}/odds`);
    expect(odds.body.data).toMatchObject({ status: 'Postponed', open: false, totalMarkets: 0, markets: [] });
    football.clock.set(new Date(Date.parse(match.startTime) + 200 * MINUTE));
    await tick();
    expect(football.published('football.MatchFinished', match.id)).toHaveLength(0);
  });
});

describe(ClockLease.name, () => {
  let football: FootballApp;
  const leases: ClockLease[] = [];
  const lease = () => {
    const created = new ClockLease(football.env.DATABASE_URL_FOOTBALL);
    leases.push(created);
    return created;
  };

  beforeAll(async () => {
    football = await startFootball({ env: { FOOTBALL_CLOCK_ENABLED: 'false' } });
  });

  afterEach(async () => {
    for (const held of leases.splice(0)) await held.release();
  });

  afterAll(async () => {
    await football?.close();
  });

  it('lets one replica at a time run the clock, and another take over when it lets go', async () => {
    const first = lease();
    const second = lease();

    expect(await first.tryAcquire()).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
    expect(await first.confirm()).toBe(true);

    await first.release();

    expect(await second.tryAcquire()).toBe(true);
    expect(await first.tryAcquire()).toBe(false);
  });

  it('passes to another replica when the holder loses its session', async () => {
    const holder = lease();
    const standby = lease();
    await holder.tryAcquire();
    expect(await standby.tryAcquire()).toBe(false);

    await football.app
      .get(DataSource)
      .query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'football-clock-lease' AND datname = current_database()`,
      );

    await eventually(async () => expect(await standby.tryAcquire()).toBe(true));
    expect(await holder.confirm()).toBe(false);
  });
});

describe('Live clock timer (FOOTBALL_CLOCK_ENABLED=true)', () => {
  let football: FootballApp;

  beforeAll(async () => {
    football = await startFootball({
      env: {
        FOOTBALL_CLOCK_ENABLED: 'true',
        FOOTBALL_CLOCK_TICK_MS: '50',
        FOOTBALL_CLOCK_LEASE_RETRY_MS: '100',
      },
    });
  });

  afterAll(async () => {
    await football?.close();
  });

  it('takes the lease and kicks matches off on its own', async () => {
    const startTime = new Date(football.clock.now().getTime() + 5 * MINUTE).toISOString();
    const match = await createTestMatch(football, {
      homeTeamId: 'newcastle-united',
      awayTeamId: 'tottenham-hotspur',
      startTime,
    });

    football.clock.set(new Date(Date.parse(startTime) + 50 * MINUTE));

    await eventually(async () => {
      const odds = await football.api().get(`/api/football/matches/${match.id}/odds`);
      expect(odds.body.data).toMatchObject({ status: 'Half Time', minute: 45 });
    });
    const leases: Array<{ n: number }> = await football.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'football-clock-lease'`,
      );
    expect(leases[0].n).toBeGreaterThanOrEqual(1);
  });
});
