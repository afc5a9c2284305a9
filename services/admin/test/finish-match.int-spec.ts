import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TEST_INTERNAL_TOKEN } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { matchFinished, userRegistered } from './factories/events';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

const REASON_REQUIRED = 'A reason is required to finish a match by hand';

describe("Finishing a simulated match now (football's command, audited)", () => {
  let app: AdminApp;
  const boss = admin({ name: 'Fiona Finisher' });

  beforeAll(async () => {
    app = await startAdminApp();
    const named = userRegistered({ userId: boss.id, name: 'Fiona Finisher', role: 'admin' });
    await app.publish('auth.UserRegistered', named.userId, named);
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(() => {
    app.football.reset();
  });

  const finish = (matchId: string, body: object) =>
    app.api().post(`/api/admin/matches/${matchId}/finish`).set(boss.auth).send(body);

  it("sends football's finish command with the score, the trimmed reason and the admin as finishedBy", async () => {
    const matchId = randomUUID();
    const finished = { id: matchId, status: 'Finished', homeTeam: { score: 3 }, awayTeam: { score: 0 } };
    app.football.answer(() => ({ status: 200, body: { success: true, data: finished } }));

    const response = await finish(matchId, { home: 3, away: 0, reason: '  Demo: settle the bets now ' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: finished,
      message: 'Match finished successfully',
    });
    expect(app.football.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/internal/matches/${matchId}/finish`,
        body: { home: 3, away: 0, reason: 'Demo: settle the bets now', finishedBy: boss.id },
        headers: expect.objectContaining({ 'x-internal-token': TEST_INTERNAL_TOKEN }),
      }),
    ]);
  });

  it.each([
    [REASON_REQUIRED, { home: 1, away: 0 }],
    [REASON_REQUIRED, { home: 1, away: 0, reason: '   ' }],
    ['Reason must be text', { home: 1, away: 0, reason: 42 }],
    ['Reason cannot exceed 500 characters', { home: 1, away: 0, reason: 'x'.repeat(501) }],
  ])('refuses a reason with %p, without asking football', async (message, body) => {
    const response = await finish(randomUUID(), body);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
    expect(app.football.calls).toEqual([]);
  });

  it('leaves the score to football, whose 400 and its message come back as they are', async () => {
    app.football.answer(() => ({
      status: 400,
      body: { success: false, message: 'home must be a whole number of goals, away must be at most 99' },
    }));

    const response = await finish(randomUUID(), { home: 'two', away: 100, reason: 'Demo' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'home must be a whole number of goals, away must be at most 99',
    });
    expect(app.football.calls.map((call) => call.body)).toEqual([
      { home: 'two', away: 100, reason: 'Demo', finishedBy: boss.id },
    ]);
  });

  it.each([
    [409, 'Match is already finished'],
    [409, 'Only a simulated match can be finished by hand'],
    [404, 'Match not found'],
    [404, 'Route not found'],
  ])("passes football's %i and its message through", async (status, message) => {
    app.football.answer(() => ({ status, body: { success: false, message } }));

    const response = await finish(randomUUID(), { home: 2, away: 2, reason: 'Demo' });

    expect(response.status).toBe(status);
    expect(response.body).toEqual({ success: false, message });
  });

  it('answers 404 for a match id that is not one, without asking football', async () => {
    const response = await finish('42', { home: 1, away: 0, reason: 'Demo' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'Match not found' });
    expect(app.football.calls).toEqual([]);
  });

  it('answers 503 when football is unreachable', async () => {
    const offline = await startAdminApp({ extraEnv: { SERVICE_URL_FOOTBALL: 'http://127.0.0.1:9' } });
    try {
      const response = await offline
        .api()
        .post(`/api/admin/matches/${randomUUID()}/finish`)
        .set(boss.auth)
        .send({ home: 1, away: 0, reason: 'Demo' });

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Failed to finish match: the football service is unavailable, please try again',
      });
    } finally {
      await offline.close();
    }
  });

  it("audits the admin's finish from football's MatchFinished, and a full time by the clock not at all", async () => {
    const byHand = matchFinished({
      result: 'away_win',
      score: { home: 0, away: 2 },
      finishedBy: {
        adminId: boss.id,
        reason: 'Demo: settle the bets now',
        previous: { status: 'Scheduled', minute: 0, score: { home: 0, away: 0 } },
      },
    });
    const byTheClock = matchFinished();
    await app.publish('football.MatchFinished', byHand.matchId, byHand, {
      headers: { 'x-request-id': 'req-finish-1' },
    });
    await app.publish('football.MatchFinished', byTheClock.matchId, byTheClock);

    const entries = (await app.api().get('/api/admin/audit?targetType=match&limit=100').set(boss.auth)).body
      .data.items;

    expect(entries).toEqual([
      {
        id: expect.any(String),
        action: 'match.finished_manually',
        actorId: boss.id,
        actorName: 'Fiona Finisher',
        targetType: 'match',
        targetId: byHand.matchId,
        before: { status: 'Scheduled', minute: 0, score: { home: 0, away: 0 } },
        after: {
          status: 'Finished',
          score: { home: 0, away: 2 },
          result: 'away_win',
          reason: 'Demo: settle the bets now',
        },
        requestId: 'req-finish-1',
        occurredAt: expect.any(String),
      },
    ]);
  });
});
