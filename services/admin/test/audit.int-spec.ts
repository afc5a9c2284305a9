import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PaymentMethodSnapshot } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import {
  betSettled,
  depositApproved,
  depositSubmitted,
  matchFinished,
  offerMatched,
  userRegistered,
  withdrawalProcessed,
  withdrawalRequested,
} from './factories/events';
import { admin } from './factories/people';
import { AdminApp, event, startAdminApp } from './support/admin-app';

describe('The audit log', () => {
  let app: AdminApp;
  const boss = admin();
  const actor = userRegistered({ name: 'Audrey Admin', role: 'admin' });

  beforeAll(async () => {
    app = await startAdminApp();
    await app.publish('auth.UserRegistered', actor.userId, actor);
  });

  afterAll(async () => {
    await app?.close();
  });

  const audit = (query = '') => app.api().get(`/api/admin/audit${query}`).set(boss.auth);

  it('records every audited admin action with its actor, target, before, after and request id', async () => {
    const deposit = depositSubmitted();
    const rejectedDeposit = depositSubmitted();
    const paid = withdrawalRequested();
    const refused = withdrawalRequested();
    const method: PaymentMethodSnapshot = {
      id: randomUUID(),
      type: 'bank_transfer',
      name: 'First Bank',
      processingTime: null,
      isActive: true,
      details: { bankName: 'First Bank' },
      instructions: null,
    };
    const user = randomUUID();
    const bet = offerMatched();
    const by = actor.userId;
    const headers = { 'x-request-id': 'req-approve-1' };
    await app.publish(
      'wallet.DepositApproved',
      deposit.depositId,
      depositApproved(deposit, { approvedBy: by }),
      {
        headers,
      },
    );
    await app.publish('wallet.DepositRejected', rejectedDeposit.depositId, {
      depositId: rejectedDeposit.depositId,
      userId: rejectedDeposit.userId,
      amount: rejectedDeposit.amount,
      rejectedBy: by,
      adminNotes: 'No transfer',
    });
    await app.publish(
      'wallet.WithdrawalPaid',
      paid.withdrawalId,
      withdrawalProcessed(paid, { processedBy: by }),
    );
    await app.publish(
      'wallet.WithdrawalRejected',
      refused.withdrawalId,
      withdrawalProcessed(refused, { processedBy: by }),
    );
    await app.publish('wallet.PaymentMethodChanged', method.id, {
      methodId: method.id,
      change: 'updated',
      before: method,
      after: { ...method, isActive: false },
      changedBy: by,
    });
    await app.publish('wallet.ExchangeRateSet', 'NGN', {
      ngnPerUsd: '1600.00',
      previous: '1500.00',
      setBy: by,
    });
    await app.publish('auth.UserRoleChanged', user, {
      userId: user,
      previousRole: 'user',
      role: 'admin',
      changedBy: by,
      reason: 'Runs the support desk',
    });
    await app.publish('auth.UserStatusChanged', user, {
      userId: user,
      previousStatus: 'active',
      status: 'suspended',
      reason: 'Fraud',
      changedBy: by,
    });
    await app.publish(
      'betting.BetSettled',
      bet.offerId,
      betSettled(bet, { result: 'void', winnerId: null, settledBy: { adminId: by, reason: 'Abandoned' } }),
    );
    await app.publish('betting.BetSettled', 'automatic', betSettled(offerMatched()));
    const finishedNow = matchFinished({
      finishedBy: {
        adminId: by,
        reason: 'Demo: settle the bets now',
        previous: { status: 'Live', minute: 63, score: { home: 1, away: 1 } },
      },
    });
    await app.publish('football.MatchFinished', finishedNow.matchId, finishedNow);
    await app.publish('football.MatchFinished', 'by-the-clock', matchFinished());

    const entries = (await audit(`?actorId=${by}&limit=100`)).body.data.items;

    expect(entries.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'bet.settled_manually',
      'deposit.approved',
      'deposit.rejected',
      'exchange_rate.set',
      'match.finished_manually',
      'payment_method.updated',
      'user.role_changed',
      'user.suspended',
      'withdrawal.paid',
      'withdrawal.rejected',
    ]);
    const approved = entries.find((entry: { action: string }) => entry.action === 'deposit.approved');
    expect(approved).toEqual({
      id: expect.any(String),
      action: 'deposit.approved',
      actorId: by,
      actorName: 'Audrey Admin',
      targetType: 'deposit',
      targetId: deposit.depositId,
      before: { status: 'pending' },
      after: {
        status: 'approved',
        userId: deposit.userId,
        amount: '100.00',
        fee: '3.00',
        net: '97.00',
        adminNotes: 'Seen on the statement',
      },
      requestId: 'req-approve-1',
      occurredAt: expect.any(String),
    });
    const method1 = entries.find((entry: { action: string }) => entry.action === 'payment_method.updated');
    expect(method1.before.isActive).toBe(true);
    expect(method1.after.isActive).toBe(false);
    expect(entries.find((entry: { action: string }) => entry.action === 'user.role_changed')).toMatchObject({
      targetType: 'user',
      targetId: user,
      before: { role: 'user' },
      after: { role: 'admin', reason: 'Runs the support desk' },
    });
    expect(
      entries.find((entry: { action: string }) => entry.action === 'bet.settled_manually'),
    ).toMatchObject({
      targetType: 'bet',
      targetId: bet.betId,
      after: { result: 'void', reason: 'Abandoned' },
    });
    expect(
      entries.find((entry: { action: string }) => entry.action === 'match.finished_manually'),
    ).toMatchObject({
      targetType: 'match',
      targetId: finishedNow.matchId,
      before: { status: 'Live', minute: 63, score: { home: 1, away: 1 } },
      after: { status: 'Finished', score: { home: 2, away: 1 }, reason: 'Demo: settle the bets now' },
    });
  });

  it('lists newest first and filters by action, target, actor and time', async () => {
    const other = randomUUID();
    const target = randomUUID();
    const times = ['2026-01-10T09:00:00Z', '2026-01-11T09:00:00Z', '2026-01-12T09:00:00Z'];
    for (const [index, at] of times.entries()) {
      await app.publish(
        'auth.UserRoleChanged',
        target,
        { userId: target, previousRole: 'user', role: index % 2 ? 'user' : 'admin', changedBy: other },
        { occurredAt: at },
      );
    }

    const all = (await audit(`?actorId=${other}`)).body.data;
    const byTarget = (await audit(`?targetType=user&targetId=${target}&limit=2&page=2`)).body.data;
    const day = (await audit(`?actorId=${other}&from=2026-01-11&to=2026-01-11`)).body.data;
    const since = (await audit(`?actorId=${other}&from=2026-01-11T10:00:00Z`)).body.data;
    const action = (await audit(`?action=user.role_changed&actorId=${other}`)).body.data;

    expect(all.items.map((entry: { occurredAt: string }) => entry.occurredAt)).toEqual(
      [...times].reverse().map((at) => new Date(at).toISOString()),
    );
    expect(all.items[0].actorName).toBeNull();
    expect(byTarget).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(byTarget.items).toHaveLength(1);
    expect(day.items.map((entry: { occurredAt: string }) => entry.occurredAt)).toEqual([
      '2026-01-11T09:00:00.000Z',
    ]);
    expect(since.total).toBe(1);
    expect(action.total).toBe(3);
    // Role changes announced before reasons were required read as having none.
    expect(all.items[0].after).toEqual({ role: 'admin', reason: null });
  });

  it.each([
    ['From must be a date', '?from=yesterday'],
    ['To must be a date', '?to=2026-02-30'],
    ['From must be a date', '?from=0001-01-01'],
    [
      'Target type must be one of deposit, withdrawal, payment_method, exchange_rate, user, bet, match',
      '?targetType=x',
    ],
  ])('refuses a filter: %s', async (message, query) => {
    const response = await audit(query);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('writes one entry for an event delivered five times', async () => {
    const deposit = depositSubmitted();
    const approval = event('wallet.DepositApproved', deposit.depositId, depositApproved(deposit));

    await app.deliver(Array.from({ length: 5 }, () => approval));

    const entries = (await audit(`?targetType=deposit&targetId=${deposit.depositId}`)).body.data;
    expect(entries.total).toBe(1);
  });

  it('cannot be changed, deleted or emptied, even in SQL', async () => {
    const [{ count }] = await app.db().query(`SELECT count(*)::int AS count FROM audit_entries`);
    expect(count).toBeGreaterThan(0);

    await expect(app.db().query(`UPDATE audit_entries SET action = 'forged'`)).rejects.toThrow(
      /UPDATE on audit_entries refused: the audit log is append-only/,
    );
    await expect(app.db().query(`DELETE FROM audit_entries`)).rejects.toThrow(
      /DELETE on audit_entries refused/,
    );
    await expect(app.db().query(`TRUNCATE audit_entries`)).rejects.toThrow(
      /TRUNCATE on audit_entries refused/,
    );

    const [{ after }] = await app.db().query(`SELECT count(*)::int AS after FROM audit_entries`);
    expect(after).toBe(count);
  });

  it('survives a rebuild of the read models', async () => {
    const before = await app.db().query(`SELECT * FROM audit_entries ORDER BY id`);

    const rebuilt = await app.api().post('/api/admin/rebuild').set(boss.auth);
    await app.bus.idle();

    expect(rebuilt.status).toBe(202);
    expect(await app.db().query(`SELECT * FROM audit_entries ORDER BY id`)).toEqual(before);
  });
});
