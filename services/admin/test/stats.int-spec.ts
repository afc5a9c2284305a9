import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  betPaidOut,
  depositApproved,
  depositSubmitted,
  offerCreated,
  offerMatched,
  userRegistered,
  withdrawalProcessed,
  withdrawalRequested,
} from './factories/events';
import { admin } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const utcDate = (date: Date) => date.toISOString().slice(0, 10);

describe('Stats: GET /api/admin/stats', () => {
  let app: AdminApp;

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers zeros, and 30 days of zero points, before anything happened', async () => {
    const response = await app.api().get('/api/admin/stats').set(admin().auth);

    expect(response.status).toBe(200);
    const stats = response.body.data;
    expect(stats).toMatchObject({
      users: { total: 0, newToday: 0, newLast7Days: 0, activeBettors: 0 },
      offersOpen: 0,
      bets: { matched: 0, settled: 0 },
      volumeStaked: '0.00',
      pendingDeposits: { count: 0, amount: '0.00' },
      pendingWithdrawals: { count: 0, amountUsd: '0.00' },
      commissionEarned: '0.00',
    });
    expect(stats.daily.signups).toHaveLength(30);
    expect(stats.daily.signups[29]).toEqual({ date: utcDate(new Date()), value: '0' });
    expect(stats.daily.signups[0].date).toBe(utcDate(daysAgo(29)));
    expect(stats.daily.volumeStaked.every((point: { value: string }) => point.value === '0.00')).toBe(true);
  });

  it('counts users, bettors, offers, bets, money waiting and commission, with daily series', async () => {
    // Users: two today, one three days ago, one ten days ago, one forty days ago.
    const users = [0, 0, 3, 10, 40].map((days) => ({ user: userRegistered(), at: daysAgo(days) }));
    for (const { user, at } of users)
      await app.publish('auth.UserRegistered', user.userId, user, { occurredAt: at });
    const [a, b, c, d, e] = users.map(({ user }) => user.userId);
    // Bets: today (a, b) $10 each side, ten days ago (c, d) $5, forty days ago (e, a) $7: not active.
    const today = offerMatched({ makerId: a, takerId: b, stake: '10.00' });
    const tenDaysAgo = offerMatched({ makerId: c, takerId: d, stake: '5.00' });
    const longAgo = offerMatched({ makerId: e, takerId: a, stake: '7.00' });
    await app.publish('betting.OfferMatched', today.offerId, today);
    await app.publish('betting.OfferMatched', tenDaysAgo.offerId, tenDaysAgo, { occurredAt: daysAgo(10) });
    await app.publish('betting.OfferMatched', longAgo.offerId, longAgo, { occurredAt: daysAgo(40) });
    await app.publish('betting.BetSettled', longAgo.offerId, {
      betId: longAgo.betId,
      offerId: longAgo.offerId,
      matchId: longAgo.matchId,
      makerId: e,
      takerId: a,
      winnerId: null,
      stake: '7.00',
      result: 'push',
    });
    // Offers: one still open, one taken, one cancelled, one rejected before it opened.
    const open = offerCreated({ userId: a });
    const taken = offerCreated({ userId: a, offerId: today.offerId });
    const cancelled = offerCreated({ userId: b });
    for (const offer of [open, taken, cancelled])
      await app.publish('betting.OfferCreated', offer.offerId, offer);
    await app.publish('betting.OfferCancelled', cancelled.offerId, {
      offerId: cancelled.offerId,
      userId: b,
      stake: '10.00',
    });
    const rejected = randomUUID();
    await app.publish('betting.OfferRejected', rejected, {
      offerId: rejected,
      userId: b,
      stake: '1.00',
      reason: 'x',
    });
    // Deposits: two pending ($40 + $60), approved today ($100) and two days ago ($50), one rejected.
    for (const amount of ['40.00', '60.00']) {
      const pending = depositSubmitted({ userId: a, amount });
      await app.publish('wallet.DepositSubmitted', pending.depositId, pending);
    }
    for (const [amount, days] of [
      ['100.00', 0],
      ['50.00', 2],
    ] as const) {
      const deposit = depositSubmitted({ userId: b, amount });
      await app.publish('wallet.DepositSubmitted', deposit.depositId, deposit, {
        occurredAt: daysAgo(days + 1),
      });
      await app.publish('wallet.DepositApproved', deposit.depositId, depositApproved(deposit), {
        occurredAt: daysAgo(days),
      });
    }
    const refused = depositSubmitted({ userId: c, amount: '30.00' });
    await app.publish('wallet.DepositSubmitted', refused.depositId, refused);
    await app.publish('wallet.DepositRejected', refused.depositId, {
      depositId: refused.depositId,
      userId: c,
      amount: '30.00',
      rejectedBy: randomUUID(),
      adminNotes: null,
    });
    // Withdrawals: $10 and $5.50 pending, one paid.
    for (const amountUsd of ['10.00', '5.50', '20.00']) {
      const withdrawal = withdrawalRequested({ userId: a, amountUsd });
      await app.publish('wallet.WithdrawalRequested', withdrawal.withdrawalId, withdrawal);
      if (amountUsd === '20.00')
        await app.publish('wallet.WithdrawalPaid', withdrawal.withdrawalId, withdrawalProcessed(withdrawal));
    }
    // Commission: $1.00 today, $0.40 two days ago, $2.00 forty days ago.
    await app.publish('wallet.BetPaidOut', today.betId, betPaidOut(today, { commission: '1.00' }));
    await app.publish('wallet.BetPaidOut', tenDaysAgo.betId, betPaidOut(tenDaysAgo, { commission: '0.40' }), {
      occurredAt: daysAgo(2),
    });
    await app.publish('wallet.BetPaidOut', longAgo.betId, betPaidOut(longAgo, { commission: '2.00' }), {
      occurredAt: daysAgo(40),
    });

    const stats = (await app.api().get('/api/admin/stats').set(admin().auth)).body.data;

    expect(stats).toMatchObject({
      users: { total: 5, newToday: 2, newLast7Days: 3, activeBettors: 4 },
      offersOpen: 1,
      bets: { matched: 3, settled: 1 },
      volumeStaked: '44.00',
      pendingDeposits: { count: 2, amount: '100.00' },
      pendingWithdrawals: { count: 2, amountUsd: '15.50' },
      commissionEarned: '3.40',
    });
    const at = (series: Array<{ date: string; value: string }>, days: number) =>
      series.find((point) => point.date === utcDate(daysAgo(days)))?.value;
    expect([at(stats.daily.signups, 0), at(stats.daily.signups, 3), at(stats.daily.signups, 10)]).toEqual([
      '2',
      '1',
      '1',
    ]);
    expect(at(stats.daily.signups, 1)).toBe('0');
    expect([at(stats.daily.volumeStaked, 0), at(stats.daily.volumeStaked, 10)]).toEqual(['20.00', '10.00']);
    expect([at(stats.daily.deposits, 0), at(stats.daily.deposits, 2), at(stats.daily.deposits, 1)]).toEqual([
      '100.00',
      '50.00',
      '0.00',
    ]);
    expect([at(stats.daily.commission, 0), at(stats.daily.commission, 2)]).toEqual(['1.00', '0.40']);
    for (const series of Object.values(stats.daily) as Array<Array<{ date: string }>>) {
      expect(series.map((point) => point.date)).toEqual(
        stats.daily.signups.map((point: { date: string }) => point.date),
      );
    }
  });
});
