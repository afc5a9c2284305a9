import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bettor } from './factories/bettor.factory';
import { finishMatch, matchScheduled, scheduleMatch, updateMatch } from './factories/match.factory';
import { createOffer, matchOffer } from './factories/offer.factory';
import { BettingApp, startBettingApp } from './support/betting-app';

describe('Projections of football and auth events', () => {
  let app: BettingApp;

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const matchRow = async (matchId: string) =>
    (
      await app
        .db()
        .query(`SELECT status, kickoff_at, home_score, away_score, minute FROM matches WHERE id = $1`, [
          matchId,
        ])
    )[0];

  it('keeps a match from MatchScheduled and MatchUpdated', async () => {
    const match = await scheduleMatch(app);
    const kickoff = new Date(Date.now() + 3_600_000).toISOString();

    await updateMatch(app, match, {
      status: 'Live',
      minute: 12,
      homeScore: 1,
      awayScore: 0,
      kickoffAt: kickoff,
    });

    expect(await matchRow(match.matchId)).toEqual({
      status: 'Live',
      kickoff_at: new Date(kickoff),
      home_score: 1,
      away_score: 0,
      minute: 12,
    });
  });

  it('ignores an update for a match it never saw scheduled', async () => {
    const match = matchScheduled();

    await updateMatch(app, match, { status: 'Live' });

    expect(await matchRow(match.matchId)).toBeUndefined();
  });

  it('never brings a finished match back with a late schedule or update', async () => {
    const match = await scheduleMatch(app);
    await finishMatch(app, match.matchId, 2, 0);

    await app.publish('football.MatchScheduled', match.matchId, match);
    await updateMatch(app, match, { status: 'Live' });

    expect(await matchRow(match.matchId)).toMatchObject({ status: 'Finished', home_score: 2, away_score: 0 });
  });

  it("shows a user's new username and name on their offers and bets after auth.UserUpdated", async () => {
    const match = await scheduleMatch(app);
    const maker = bettor(app, '100.00', { name: 'Old Name' });
    const taker = bettor(app);
    const offerId = await createOffer(app, maker, { matchId: match.matchId });
    const betId = (await matchOffer(app, taker, offerId)).body.data.id;

    await app.publish('auth.UserUpdated', maker.id, {
      userId: maker.id,
      username: 'new_handle',
      name: 'New Name',
      email: 'new@example.test',
      role: 'user',
      isEmailVerified: true,
    });

    const offer = await app.api().get(`/api/p2p-betting/offers/${offerId}`);
    const bet = await app.api().get(`/api/p2p-betting/bets/${betId}`).set(taker.auth);
    const history = await app.api().get('/api/bets/history').set(taker.auth);
    expect(offer.body.data.user).toEqual({ id: maker.id, username: 'new_handle', name: 'New Name' });
    expect(bet.body.data.userA).toMatchObject({ username: 'new_handle', name: 'New Name' });
    expect(history.body.data[0].opponent).toBe('new_handle');
  });

  it('knows users from auth.UserRegistered', async () => {
    const user = bettor(app);

    await app.publish('auth.UserRegistered', user.id, {
      userId: user.id,
      username: 'fresh_user',
      name: 'Fresh User',
      email: 'fresh@example.test',
      role: 'user',
      isEmailVerified: false,
    });

    const [row] = await app.db().query(`SELECT username, name FROM users WHERE id = $1`, [user.id]);
    expect(row).toEqual({ username: 'fresh_user', name: 'Fresh User' });
  });
});
