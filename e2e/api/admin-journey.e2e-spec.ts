import { beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import {
  adminToken,
  Api,
  balanceOf,
  cents,
  fundBettors,
  registerBettor,
  RegisteredBettor,
  scheduleTestMatch,
} from '../support/bettors';
import { useTestPlatform } from '../support/test-platform';

const MINUTE_MS = 60_000;
/** Events cross three services before the read models show them; a loaded two-core machine is slow. */
const patiently = <T>(check: () => Promise<T>) => eventually(check, 30_000, 200);

describe('an admin journey through the gateway', () => {
  const platform = useTestPlatform({
    FOOTBALL_TEST_CONTROLS: 'true',
    // A 2% commission on the pot, so the stats have some to show.
    BET_COMMISSION_BPS: '200',
  });
  let api: Api;
  let ada: RegisteredBettor;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let boss: string;
  let betId: string;
  let openOfferId: string;
  let bobAfterBet: bigint;

  const login = (bettor: RegisteredBettor) =>
    api('POST', '/api/auth/login', { body: { email: bettor.email, password: bettor.password } });
  const adminUser = async (userId: string) => {
    const response = await api('GET', `/api/admin/users/${userId}`, { token: boss });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const auditOf = async (query: string) => {
    const response = await api('GET', `/api/admin/audit?${query}`, { token: boss });
    expect(response.status).toBe(200);
    return response.body.data.items;
  };

  beforeAll(async () => {
    api = platform.api;
    ada = await registerBettor(api, 'Ada Admin');
    alice = await registerBettor(api, 'Alice Maker');
    bob = await registerBettor(api, 'Bob Taker');
  });

  it('lists the admin service among the platform health', async () => {
    const health = await api('GET', '/api/health');

    expect(health.body.data.services.admin).toBe('up');
  });

  it('makes a user an admin (a role change), who then signs in with the role', async () => {
    // The platform under test has no seeded admin: the first one is promoted with an operator's token.
    const reasonless = await api('PUT', `/api/admin/users/${ada.id}/role`, {
      token: adminToken(),
      body: { role: 'admin' },
    });
    const promoted = await api('PUT', `/api/admin/users/${ada.id}/role`, {
      token: adminToken(),
      body: { role: 'admin', reason: 'Runs the support desk' },
    });
    expect(reasonless).toEqual({
      status: 400,
      body: { success: false, message: "A reason is required to change a user's role" },
    });
    expect(promoted).toEqual({
      status: 200,
      body: {
        success: true,
        data: { id: ada.id, role: 'admin', reason: 'Runs the support desk' },
        message: 'User role updated successfully',
      },
    });

    const signedIn = await login(ada);
    expect(signedIn.status).toBe(200);
    boss = signedIn.body.data.token;
    expect(signedIn.body.data.user.role).toBe('admin');
    await patiently(async () => expect((await adminUser(ada.id)).role).toBe('admin'));
    const [entry] = await auditOf(`action=user.role_changed&targetId=${ada.id}`);
    expect(entry).toMatchObject({
      before: { role: 'user' },
      after: { role: 'admin', reason: 'Runs the support desk' },
      targetType: 'user',
    });
  });

  it('lists a bettor who deposited and bet, with the balance the wallet holds', async () => {
    await fundBettors(api, [alice, bob], '100.00', { admin: boss });
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 30 * MINUTE_MS) });
    const offered = await api('POST', '/api/p2p-betting/offers', {
      token: alice.token,
      body: { matchId, betAmount: '20.00', betSelection: 'over_2.5' },
    });
    expect(offered.status).toBe(201);
    const taken = await api('POST', `/api/p2p-betting/offers/${offered.body.data.id}/match`, {
      token: bob.token,
      body: { counterSelection: 'under_2.5' },
    });
    expect(taken.status).toBe(201);
    betId = taken.body.data.id;
    const open = await api('POST', '/api/p2p-betting/offers', {
      token: alice.token,
      body: { matchId, betAmount: '5.00', betSelection: 'home_win' },
    });
    expect(open.status).toBe(201);
    openOfferId = open.body.data.id;
    const wallet = await balanceOf(api, alice);
    expect(wallet.held).toBe('25.00');
    bobAfterBet = cents((await balanceOf(api, bob)).available);

    const listed = await patiently(async () => {
      const response = await api('GET', `/api/admin/users?search=${alice.username}`, { token: boss });
      expect(response.status).toBe(200);
      const [user] = response.body.data.items;
      expect(user).toMatchObject({
        id: alice.id,
        balance: { available: wallet.available, held: wallet.held },
      });
      expect(user.bets).toBe(1);
      return user;
    });
    expect(listed).toMatchObject({
      username: alice.username,
      status: 'active',
      role: 'user',
      volume: '20.00',
    });
    const [approval] = await auditOf(`action=deposit.approved&actorId=${ada.id}&limit=1`);
    expect(approval).toMatchObject({ actorName: 'Ada Admin', targetType: 'deposit' });
    // The detail's recent transactions are the wallet's, read through the gateway as the user reads theirs.
    const statement = await api('GET', `/api/wallet/admin/users/${alice.id}/transactions?limit=3`, {
      token: boss,
    });
    const own = await api('GET', '/api/wallet/transactions?limit=3', { token: alice.token });
    expect(statement.status).toBe(200);
    expect(statement.body.data).toEqual(own.body.data);
    expect(statement.body.data.transactions[0]).toMatchObject({
      type: 'Bet Stake',
      afterBalance: wallet.available,
    });
  });

  it('suspends a user: login refused, offers cancelled, hold released, audit entry written', async () => {
    const suspended = await api('PUT', `/api/admin/users/${alice.id}/status`, {
      token: boss,
      body: { status: 'suspended', reason: 'Chargebacks on her deposits' },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe('User suspended');

    const refused = await login(alice);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been suspended: Chargebacks on her deposits');
    await patiently(async () => {
      const offer = await api('GET', `/api/p2p-betting/offers/${openOfferId}`);
      expect(offer.body.data.status).toBe('cancelled');
    });
    // The open offer's $5 goes back; the $20 of the matched bet stays held until it settles.
    const user = await patiently(async () => {
      const seen = await adminUser(alice.id);
      expect(seen).toMatchObject({ status: 'suspended', balance: { held: '20.00' } });
      return seen;
    });
    expect(user.statusReason).toBe('Chargebacks on her deposits');
    const [entry] = await patiently(async () => {
      const entries = await auditOf(`action=user.suspended&targetId=${alice.id}`);
      expect(entries).toHaveLength(1);
      return entries;
    });
    expect(entry).toMatchObject({
      actorId: ada.id,
      actorName: 'Ada Admin',
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Chargebacks on her deposits' },
      requestId: expect.any(String),
    });
  });

  it('reinstates the user, who can sign in again', async () => {
    const reinstated = await api('PUT', `/api/admin/users/${alice.id}/status`, {
      token: boss,
      body: { status: 'active' },
    });
    expect(reinstated.status).toBe(200);

    const signedIn = await login(alice);
    expect(signedIn.status).toBe(200);
    await patiently(async () =>
      expect(await adminUser(alice.id)).toMatchObject({ status: 'active', statusReason: null }),
    );
    expect(await auditOf(`action=user.reinstated&targetId=${alice.id}`)).toHaveLength(1);
  });

  it('settles a bet by hand exactly once under ten concurrent calls', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api('POST', `/api/admin/peer-bets/${betId}/settle`, {
          token: boss,
          body: { result: 'under_2.5', reason: 'Official result: 1-1, the feed missed it' },
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body).toEqual({ success: false, message: 'Bet is already settled' });
    const bet = await patiently(async () => {
      const response = await api('GET', '/api/admin/peer-bets?status=settled', { token: boss });
      const found = response.body.data.items.find((item: { id: string }) => item.id === betId);
      expect(found).toBeDefined();
      return found;
    });
    expect(bet).toMatchObject({
      result: 'won',
      winnerId: bob.id,
      settledBy: { adminId: ada.id, reason: 'Official result: 1-1, the feed missed it' },
      maker: { id: alice.id, username: alice.username },
      taker: { id: bob.id, username: bob.username },
      match: { homeTeam: 'Arsenal', awayTeam: 'Chelsea' },
    });
    // Bob's stake back and Alice's, less the 2% commission on the $40 pot.
    await patiently(async () => {
      const balance = await balanceOf(api, bob);
      expect(balance.held).toBe('0.00');
      expect(cents(balance.available)).toBe(bobAfterBet + 2000n + 1920n);
    });
    await patiently(async () =>
      expect(await auditOf(`action=bet.settled_manually&targetId=${betId}`)).toHaveLength(1),
    );
  });

  it('reads the stats', async () => {
    const stats = await patiently(async () => {
      const response = await api('GET', '/api/admin/stats', { token: boss });
      expect(response.status).toBe(200);
      expect(response.body.data.commissionEarned).toBe('0.80');
      return response.body.data;
    });

    expect(stats).toMatchObject({
      users: { total: 3, newToday: 3, newLast7Days: 3, activeBettors: 2 },
      offersOpen: 0,
      bets: { matched: 1, settled: 1 },
      volumeStaked: '40.00',
      pendingDeposits: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 0, amountUsd: '0.00' },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.daily.signups.at(-1)).toEqual({ date: today, value: '3' });
    expect(stats.daily.deposits.at(-1)).toEqual({ date: today, value: '200.00' });
    expect(stats.daily.volumeStaked).toHaveLength(30);
  });

  it('carries a support conversation between a user and the admins', async () => {
    const posted = await api('POST', '/api/support/messages', {
      token: bob.token,
      body: { text: 'Thanks for sorting my bet' },
    });
    expect(posted.status).toBe(201);

    const queue = await api('GET', '/api/admin/support/conversations?status=open', { token: boss });
    const conversation = queue.body.data.items.find(
      (item: { user: { id: string } }) => item.user.id === bob.id,
    );
    const answered = await api('POST', `/api/admin/support/conversations/${conversation.id}/messages`, {
      token: boss,
      body: { text: 'You are welcome' },
    });
    const seen = await api('GET', '/api/support/conversation', { token: bob.token });

    expect(answered.status).toBe(201);
    expect(
      seen.body.data.messages.map((message: { author: string; text: string }) => [
        message.author,
        message.text,
      ]),
    ).toEqual([
      ['user', 'Thanks for sorting my bet'],
      ['admin', 'You are welcome'],
    ]);
  });
});
