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

describe('betting journey through the gateway', () => {
  const platform = useTestPlatform({
    FOOTBALL_TEST_CONTROLS: 'true',
    // A match plays in about two seconds, and none is voided by chance.
    FOOTBALL_CLOCK_SPEED: '3600',
    FOOTBALL_CLOCK_TICK_MS: '100',
    FOOTBALL_VOID_RATE: '0',
    SWEEPER_INTERVAL_MS: '500',
  });
  let api: Api;
  let alice: RegisteredBettor;
  let bob: RegisteredBettor;
  let deposited: bigint;

  beforeAll(async () => {
    api = platform.api;
    alice = await registerBettor(api, 'Alice Maker');
    bob = await registerBettor(api, 'Bob Taker');
    const nets = await fundBettors(api, [alice, bob], '100.00');
    deposited = nets.reduce((sum, net) => sum + cents(net), 0n);
  });

  it('takes two bettors from an approved deposit through an offer and a match to the payout', async () => {
    // Both deposits are credited, net of the processing fee.
    const aliceStart = await balanceOf(api, alice);
    const bobStart = await balanceOf(api, bob);
    expect(aliceStart.held).toBe('0.00');
    expect(cents(aliceStart.available) + cents(bobStart.available)).toBe(deposited);

    // Alice offers $20 on more than 2.5 goals in a match kicking off in 10 minutes.
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 10 * MINUTE_MS) });
    const created = await api('POST', '/api/p2p-betting/offers', {
      token: alice.token,
      body: { matchId, betAmount: '20.00', betSelection: 'over_2.5', description: 'Goals galore' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Bet offer created successfully!');
    const offerId: string = created.body.data.id;
    expect((await balanceOf(api, alice)).held).toBe('20.00');

    // Bob finds it among the public offers and takes the other side.
    const listed = await api('GET', `/api/p2p-betting/offers/public?search=${alice.username}`);
    expect(listed.body.data.map((offer: { id: string }) => offer.id)).toEqual([offerId]);
    const matched = await api('POST', `/api/p2p-betting/offers/${offerId}/match`, {
      token: bob.token,
      body: { counterSelection: 'under_2.5' },
    });
    expect(matched.status).toBe(201);
    expect(matched.body.message).toBe('Betting against Alice Maker');
    const betId: string = matched.body.data.id;
    expect((await balanceOf(api, bob)).held).toBe('20.00');

    // Kick-off is brought forward to now: football's live clock plays the match to full time.
    const moved = await api('POST', `/api/football/test/matches/${matchId}/kickoff-at`, {
      token: adminToken(),
      body: { startTime: new Date().toISOString() },
    });
    expect(moved.status).toBe(200);
    const settled = await eventually(
      async () => {
        const bet = await api('GET', `/api/p2p-betting/bets/${betId}`, { token: bob.token });
        expect(bet.body.data.status).toBe('settled');
        return bet.body.data;
      },
      60_000,
      200,
    );

    // Over 2.5 wins with three goals or more: the winner gets the loser's stake.
    const goals = settled.match.score.home + settled.match.score.away;
    const [winner, loser] = goals >= 3 ? [alice, bob] : [bob, alice];
    expect(settled.userA.id).toBe(alice.id);
    await eventually(async () => {
      expect((await balanceOf(api, winner)).held).toBe('0.00');
      expect((await balanceOf(api, loser)).held).toBe('0.00');
    });
    const startOf = (bettor: RegisteredBettor) => cents((bettor === alice ? aliceStart : bobStart).available);
    const winnerEnd = await balanceOf(api, winner);
    const loserEnd = await balanceOf(api, loser);
    expect(cents(winnerEnd.available)).toBe(startOf(winner) + 2000n);
    expect(cents(loserEnd.available)).toBe(startOf(loser) - 2000n);
    // No money was made or lost on the way: the ledger nets to zero.
    expect(cents(winnerEnd.total) + cents(loserEnd.total)).toBe(deposited);

    // Each sees the outcome in the bet history.
    const winnerHistory = await api('GET', '/api/bets/history?status=settled', { token: winner.token });
    expect(winnerHistory.body.data[0]).toMatchObject({
      id: betId,
      event: 'Arsenal vs Chelsea',
      status: 'settled',
      result: 'won',
      stake: '20.00',
      payout: '40.00',
      profit: '20.00',
      opponent: loser.username,
    });
    const loserHistory = await api('GET', '/api/bets/history?status=settled', { token: loser.token });
    expect(loserHistory.body.data[0]).toMatchObject({
      id: betId,
      result: 'lost',
      payout: '0.00',
      profit: '-20.00',
    });
  });

  it('asks a guest to log in, refuses the maker their own offer, and releases a cancelled stake', async () => {
    const matchId = await scheduleTestMatch(api, { startTime: new Date(Date.now() + 30 * MINUTE_MS) });
    const created = await api('POST', '/api/p2p-betting/offers', {
      token: alice.token,
      body: { matchId, betAmount: 5, betSelection: 'home' },
    });
    const guest = await api('POST', `/api/p2p-betting/offers/${created.body.data.id}/match`, {
      body: { counterSelection: 'draw' },
    });
    const own = await api('POST', `/api/p2p-betting/offers/${created.body.data.id}/match`, {
      token: alice.token,
      body: { counterSelection: 'draw' },
    });

    expect(guest).toEqual({
      status: 401,
      body: { success: false, message: 'Please login to match bet offers' },
    });
    expect(own).toEqual({
      status: 403,
      body: { success: false, message: 'You cannot match your own bet offer' },
    });
    const cancelled = await api('DELETE', `/api/p2p-betting/offers/${created.body.data.id}`, {
      token: alice.token,
    });
    expect(cancelled.status).toBe(200);
    await eventually(async () => expect((await balanceOf(api, alice)).held).toBe('0.00'));
  });
});
