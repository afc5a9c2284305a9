import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { UserRegistered } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { betSettled, matchScheduled, offerMatched, userRegistered } from './factories/events';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Users: the read model and the admin list', () => {
  let app: AdminApp;
  const boss = admin();

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    await app.db().query('TRUNCATE users, bets, matches');
  });

  const register = async (overrides: Partial<UserRegistered> = {}, occurredAt?: Date) => {
    const user = userRegistered(overrides);
    await app.publish('auth.UserRegistered', user.userId, user, { occurredAt });
    return user;
  };
  const list = (query = '') => app.api().get(`/api/admin/users${query}`).set(boss.auth);
  const usernames = (response: { body: { data: { items: Array<{ username: string }> } } }) =>
    response.body.data.items.map((user) => user.username);

  it('shows a registered user with their balance, bets, volume, status and last login', async () => {
    const joined = new Date(Date.now() - 3_600_000);
    const ada = await register({ username: 'ada', name: 'Ada Lovelace', email: 'ada@example.test' }, joined);
    const other = await register();
    const signedInAt = new Date().toISOString();
    await app.publish('auth.UserSignedIn', ada.userId, { userId: ada.userId, at: signedInAt });
    await app.publish('wallet.BalanceChanged', ada.userId, {
      userId: ada.userId,
      available: '72.50',
      held: '25.00',
      reason: 'hold',
      ref: 'offer:1',
    });
    await app.publish(
      'betting.OfferMatched',
      'o-1',
      offerMatched({ makerId: ada.userId, takerId: other.userId, stake: '25.00' }),
    );
    await app.publish(
      'betting.OfferMatched',
      'o-2',
      offerMatched({ makerId: other.userId, takerId: ada.userId, stake: '4.50' }),
    );

    const response = await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth);

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: ada.userId,
      username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      role: 'user',
      status: 'active',
      statusReason: null,
      isEmailVerified: true,
      balance: { available: '72.50', held: '25.00' },
      bets: 2,
      volume: '29.50',
      joinedAt: joined.toISOString(),
      lastLoginAt: signedInAt,
    });
  });

  it('counts each bet a user is a party to once, made or taken, whatever becomes of it', async () => {
    const ada = await register();
    const other = await register();
    const made = offerMatched({ makerId: ada.userId, takerId: other.userId });
    const taken = offerMatched({ makerId: other.userId, takerId: ada.userId });
    const voided = offerMatched({ makerId: ada.userId, takerId: other.userId });
    for (const bet of [made, taken, voided]) await app.publish('betting.OfferMatched', bet.offerId, bet);
    await app.publish('betting.BetSettled', taken.offerId, betSettled(taken, { winnerId: ada.userId }));
    await app.publish(
      'betting.BetSettled',
      voided.offerId,
      betSettled(voided, { winnerId: null, result: 'void' }),
    );

    const response = await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth);

    expect(response.body.data.bets).toBe(3);
  });

  it("lists the user's latest bets on either side with the match's names", async () => {
    const ada = await register();
    const other = await register({ username: 'grace' });
    const match = matchScheduled();
    await app.publish('football.MatchScheduled', match.matchId, match);
    const bets = [];
    for (let i = 0; i < 12; i++) {
      const bet = offerMatched({
        matchId: match.matchId,
        makerId: i % 2 === 0 ? ada.userId : other.userId,
        takerId: i % 2 === 0 ? other.userId : ada.userId,
      });
      bets.push(bet);
      await app.publish('betting.OfferMatched', bet.offerId, bet, {
        occurredAt: new Date(Date.now() - (12 - i) * 60_000),
      });
    }

    const response = await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth);

    const recent = response.body.data.recentBets;
    expect(recent).toHaveLength(10);
    expect(recent.map((bet: { id: string }) => bet.id)).toEqual(
      bets
        .slice(2)
        .reverse()
        .map((bet) => bet.betId),
    );
    expect(recent[0]).toMatchObject({
      match: {
        homeTeam: 'Arsenal',
        awayTeam: 'Chelsea',
        league: 'Premier League',
        startTime: match.kickoffAt,
      },
      status: 'matched',
    });
    expect(response.body.data.bets).toBe(12);
  });

  it('follows role, status and identity changes from auth', async () => {
    const ada = await register();
    const by = randomUUID();

    await app.publish('auth.UserRoleChanged', ada.userId, {
      userId: ada.userId,
      previousRole: 'user',
      role: 'admin',
      changedBy: by,
    });
    await app.publish('auth.UserStatusChanged', ada.userId, {
      userId: ada.userId,
      previousStatus: 'active',
      status: 'suspended',
      reason: 'Chargebacks',
      changedBy: by,
    });
    await app.publish('auth.UserUpdated', ada.userId, {
      ...ada,
      username: 'ada_new',
      role: 'admin',
      isEmailVerified: false,
    });
    const suspended = (await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth)).body.data;
    await app.publish('auth.UserStatusChanged', ada.userId, {
      userId: ada.userId,
      previousStatus: 'suspended',
      status: 'active',
      reason: null,
      changedBy: by,
    });
    const reinstated = (await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth)).body.data;

    expect(suspended).toMatchObject({
      username: 'ada_new',
      role: 'admin',
      status: 'suspended',
      statusReason: 'Chargebacks',
      isEmailVerified: false,
    });
    expect(reinstated).toMatchObject({ status: 'active', statusReason: null });
  });

  it('keeps the latest balance when the wallet events arrive out of order, and the latest login', async () => {
    const ada = await register();
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    const balance = (available: string) => ({
      userId: ada.userId,
      available,
      held: '0.00',
      reason: 'deposit',
      ref: 'd',
    });

    await app.publish('wallet.BalanceChanged', ada.userId, balance('50.00'), { occurredAt: later });
    await app.publish('wallet.BalanceChanged', ada.userId, balance('10.00'), { occurredAt: earlier });
    await app.publish('auth.UserSignedIn', ada.userId, { userId: ada.userId, at: later.toISOString() });
    await app.publish('auth.UserSignedIn', ada.userId, { userId: ada.userId, at: earlier.toISOString() });

    const user = (await app.api().get(`/api/admin/users/${ada.userId}`).set(boss.auth)).body.data;
    expect(user.balance.available).toBe('50.00');
    expect(user.lastLoginAt).toBe(later.toISOString());
  });

  it('does not list a user known only from other services until auth registers them', async () => {
    const unknown = randomUUID();
    await app.publish('wallet.BalanceChanged', unknown, {
      userId: unknown,
      available: '5.00',
      held: '0.00',
      reason: 'deposit',
      ref: 'd',
    });

    const before = await list();
    const missing = await app.api().get(`/api/admin/users/${unknown}`).set(boss.auth);
    await register({ userId: unknown, username: 'late_arrival' });
    const after = (await app.api().get(`/api/admin/users/${unknown}`).set(boss.auth)).body.data;

    expect(before.body.data).toEqual({ items: [], page: 1, limit: 20, total: 0 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'User not found' });
    expect(after).toMatchObject({ username: 'late_arrival', balance: { available: '5.00' } });
  });

  it('pages the list newest first, 20 by default and at most 100', async () => {
    const start = Date.now() - 100_000;
    for (let i = 0; i < 23; i++)
      await register({ username: `member_${String(i).padStart(2, '0')}` }, new Date(start + i * 1000));

    const first = await list();
    const second = await list('?page=2&limit=20');
    const small = await list('?limit=5&page=3');
    const tooMany = await list('?limit=101');
    const zero = await list('?page=0');

    expect(first.body.data).toMatchObject({ page: 1, limit: 20, total: 23 });
    expect(usernames(first)[0]).toBe('member_22');
    expect(usernames(second)).toEqual(['member_02', 'member_01', 'member_00']);
    expect(usernames(small)).toEqual(['member_12', 'member_11', 'member_10', 'member_09', 'member_08']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({
      success: false,
      message: 'Limit must be a whole number between 1 and 100',
    });
    expect(zero.status).toBe(400);
  });

  it('searches usernames, emails and names in any case, taking % and _ literally', async () => {
    await register({ username: 'grace_h', name: 'Grace Hopper', email: 'gh@navy.test' });
    await register({ username: 'graceful', name: 'Someone', email: 'x@example.test' });
    await register({ username: 'alan', name: 'Alan Turing', email: 'alan@100%.test' });
    await register({ username: 'alanxh', name: 'Other', email: 'o@example.test' });

    expect(usernames(await list('?search=GRACE')).sort()).toEqual(['grace_h', 'graceful']);
    expect(usernames(await list('?search=hopper'))).toEqual(['grace_h']);
    expect(usernames(await list('?search=NAVY.test'))).toEqual(['grace_h']);
    expect(usernames(await list('?search=ce_'))).toEqual(['grace_h']);
    expect(usernames(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['alan']);
    expect(usernames(await list(`?search=${encodeURIComponent('  turing ')}`))).toEqual(['alan']);
  });

  it('filters by role and status', async () => {
    const root = await register({ username: 'root_user', role: 'admin' });
    const banned = await register({ username: 'banned_user' });
    await register({ username: 'plain_user' });
    await app.publish('auth.UserStatusChanged', banned.userId, {
      userId: banned.userId,
      previousStatus: 'active',
      status: 'suspended',
      reason: 'Spam',
      changedBy: root.userId,
    });

    expect(usernames(await list('?role=admin'))).toEqual(['root_user']);
    expect(usernames(await list('?status=suspended'))).toEqual(['banned_user']);
    expect(usernames(await list('?role=user&status=active'))).toEqual(['plain_user']);
    expect((await list('?role=owner')).body).toEqual({
      success: false,
      message: 'Role must be user or admin',
    });
    expect((await list('?status=gone')).body).toEqual({
      success: false,
      message: 'Status must be active or suspended',
    });
  });

  it('reads the users a screen names in one call, by id', async () => {
    const ada = await register({ username: 'ada_named' });
    const bo = await register({ username: 'bo_named' });
    await register({ username: 'not_named' });
    const unknown = randomUUID();

    const named = await list(`?ids=${ada.userId}, ${bo.userId},${ada.userId},${unknown}`);
    const tooMany = await list(`?ids=${Array.from({ length: 101 }, () => randomUUID()).join(',')}`);
    const notAnId = await list('?ids=bob');

    expect(usernames(named).sort()).toEqual(['ada_named', 'bo_named']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ success: false, message: 'At most 100 users can be read at once' });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body).toEqual({ success: false, message: 'Each user id must be a UUID' });
  });

  it('answers 404 for an id that names nobody', async () => {
    const response = await app.api().get('/api/admin/users/not%20an%20id').set(boss.auth);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'User not found' });
  });
});
