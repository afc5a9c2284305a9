import { describe, expect, it } from '@jest/globals';
import { AUDIT_ACTIONS, createEvent } from '@p2p/contracts';
import { auditDraftOf } from './audited-events';

describe(auditDraftOf.name, () => {
  it("records an admin's ruling on a bet", () => {
    const event = createEvent('betting.BetSettled', 'offer-1', {
      betId: 'bet-1',
      offerId: 'offer-1',
      matchId: 'match-1',
      makerId: 'maker',
      takerId: 'taker',
      winnerId: null,
      stake: '10.00',
      result: 'void',
      settledBy: { adminId: 'admin-1', reason: 'Match abandoned, feed missed it' },
    });

    expect(auditDraftOf(event)).toEqual({
      action: 'bet.settled_manually',
      actorId: 'admin-1',
      targetType: 'bet',
      targetId: 'bet-1',
      before: { status: 'matched' },
      after: { status: 'void', result: 'void', winnerId: null, reason: 'Match abandoned, feed missed it' },
    });
  });

  it('records nothing for a settlement from the final score', () => {
    const event = createEvent('betting.BetSettled', 'offer-1', {
      betId: 'bet-1',
      offerId: 'offer-1',
      matchId: 'match-1',
      makerId: 'maker',
      takerId: 'taker',
      winnerId: 'maker',
      stake: '10.00',
      result: 'won',
    });

    expect(auditDraftOf(event)).toBeNull();
  });

  it('records an admin\'s "finish now" with the match as it stood, and no full time by the clock', () => {
    const finished = {
      matchId: 'match-1',
      result: 'draw',
      score: { home: 1, away: 1 },
    } as const;
    const byHand = createEvent('football.MatchFinished', 'match-1', {
      ...finished,
      finishedBy: {
        adminId: 'admin-1',
        reason: 'Demo',
        previous: { status: 'Half Time', minute: 45, score: { home: 1, away: 0 } },
      },
    });

    expect(auditDraftOf(byHand)).toEqual({
      action: 'match.finished_manually',
      actorId: 'admin-1',
      targetType: 'match',
      targetId: 'match-1',
      before: { status: 'Half Time', minute: 45, score: { home: 1, away: 0 } },
      after: { status: 'Finished', score: { home: 1, away: 1 }, result: 'draw', reason: 'Demo' },
    });
    expect(auditDraftOf(createEvent('football.MatchFinished', 'match-1', finished))).toBeNull();
  });

  it("keeps a role change's reason, and reads one announced without it as having none", () => {
    const change = { userId: 'u', changedBy: 'a', previousRole: 'user', role: 'admin' } as const;

    const withReason = auditDraftOf(
      createEvent('auth.UserRoleChanged', 'u', { ...change, reason: 'On call' }),
    );
    const older = auditDraftOf(createEvent('auth.UserRoleChanged', 'u', change));

    expect(withReason?.after).toEqual({ role: 'admin', reason: 'On call' });
    expect(older?.after).toEqual({ role: 'admin', reason: null });
  });

  it('writes every action the contracts list, so the console offers none that never occurs', () => {
    const deposit = { depositId: 'd', userId: 'u', amount: '10.00', adminNotes: null };
    const withdrawal = {
      withdrawalId: 'w',
      userId: 'u',
      amountNgn: '1.00',
      amountUsd: '1.00',
      adminNotes: null,
    };
    const method = (change: 'created' | 'updated' | 'deleted') =>
      createEvent('wallet.PaymentMethodChanged', 'm', {
        methodId: 'm',
        change,
        before: null,
        after: null,
        changedBy: 'a',
      });
    const bet = {
      betId: 'b',
      offerId: 'o',
      matchId: 'm',
      makerId: 'x',
      takerId: 'y',
      winnerId: null,
      stake: '1.00',
      result: 'void',
      settledBy: { adminId: 'a', reason: 'r' },
    } as const;
    const events = [
      createEvent('wallet.DepositApproved', 'd', { ...deposit, fee: '0.30', net: '9.70', approvedBy: 'a' }),
      createEvent('wallet.DepositRejected', 'd', { ...deposit, rejectedBy: 'a' }),
      createEvent('wallet.WithdrawalPaid', 'w', { ...withdrawal, processedBy: 'a' }),
      createEvent('wallet.WithdrawalRejected', 'w', { ...withdrawal, processedBy: 'a' }),
      method('created'),
      method('updated'),
      method('deleted'),
      createEvent('wallet.ExchangeRateSet', 'NGN', { ngnPerUsd: '1.00', previous: null, setBy: 'a' }),
      createEvent('auth.UserRoleChanged', 'u', {
        userId: 'u',
        previousRole: 'user',
        role: 'admin',
        changedBy: 'a',
      }),
      createEvent('auth.UserStatusChanged', 'u', {
        userId: 'u',
        previousStatus: 'active',
        status: 'suspended',
        reason: 'r',
        changedBy: 'a',
      }),
      createEvent('auth.UserStatusChanged', 'u', {
        userId: 'u',
        previousStatus: 'suspended',
        status: 'active',
        reason: null,
        changedBy: 'a',
      }),
      createEvent('betting.BetSettled', 'o', bet),
      createEvent('football.MatchFinished', 'm', {
        matchId: 'm',
        result: 'draw',
        score: { home: 0, away: 0 },
        finishedBy: {
          adminId: 'a',
          reason: 'r',
          previous: { status: 'Scheduled', minute: 0, score: { home: 0, away: 0 } },
        },
      }),
    ];

    const written = events.map((event) => auditDraftOf(event)?.action);

    expect([...written].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it('names a suspension and a reinstatement as such', () => {
    const change = { userId: 'u', changedBy: 'a', reason: null } as const;
    const suspended = createEvent('auth.UserStatusChanged', 'u', {
      ...change,
      previousStatus: 'active',
      status: 'suspended',
      reason: 'Chargebacks',
    });
    const reinstated = createEvent('auth.UserStatusChanged', 'u', {
      ...change,
      previousStatus: 'suspended',
      status: 'active',
    });

    expect(auditDraftOf(suspended)?.action).toBe('user.suspended');
    expect(auditDraftOf(reinstated)?.action).toBe('user.reinstated');
  });

  it('ignores events that are nobody’s action', () => {
    const event = createEvent('wallet.BalanceChanged', 'u', {
      userId: 'u',
      available: '1.00',
      held: '0.00',
      reason: 'deposit',
      ref: 'd',
    });

    expect(auditDraftOf(event)).toBeNull();
  });
});
