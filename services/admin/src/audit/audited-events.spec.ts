import { describe, expect, it } from '@jest/globals';
import { createEvent } from '@p2p/contracts';
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
