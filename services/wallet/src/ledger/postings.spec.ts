import { describe, expect, it } from '@jest/globals';
import {
  accountKey,
  applyPostings,
  assertValidPostings,
  available,
  held,
  platformAccount,
  usersOf,
} from './postings';
import { InsufficientBalanceError } from './insufficient-balance.error';

describe('postings', () => {
  const cash = platformAccount('external_cash');

  it('moves money between accounts without creating or losing any', () => {
    const before = new Map([[accountKey(available('u1')), 500n]]);

    const after = applyPostings(before, [
      { from: available('u1'), to: held('u1'), amount: 200n },
      { from: cash, to: available('u2'), amount: 50n },
    ]);

    expect(after.get(accountKey(available('u1')))).toBe(300n);
    expect(after.get(accountKey(held('u1')))).toBe(200n);
    expect(after.get(accountKey(available('u2')))).toBe(50n);
    expect(after.get(accountKey(cash))).toBe(-50n);
    expect([...after.values()].reduce((sum, value) => sum + value, 0n)).toBe(500n);
  });

  it('refuses to take a user account below zero, even for one step', () => {
    const before = new Map([[accountKey(available('u1')), 100n]]);

    expect(() =>
      applyPostings(before, [
        { from: available('u1'), to: available('u2'), amount: 150n },
        { from: cash, to: available('u1'), amount: 100n },
      ]),
    ).toThrow(InsufficientBalanceError);
  });

  it('lets a platform account go negative (it mirrors money outside the platform)', () => {
    const after = applyPostings(new Map(), [{ from: cash, to: available('u1'), amount: 100n }]);

    expect(after.get(accountKey(cash))).toBe(-100n);
  });

  it('refuses empty, zero, negative and circular postings', () => {
    expect(() => assertValidPostings([])).toThrow('at least one posting');
    expect(() => assertValidPostings([{ from: cash, to: available('u1'), amount: 0n }])).toThrow('positive');
    expect(() => assertValidPostings([{ from: cash, to: available('u1'), amount: -5n }])).toThrow('positive');
    expect(() => assertValidPostings([{ from: held('u1'), to: held('u1'), amount: 5n }])).toThrow(
      'two accounts',
    );
  });

  it('lists the users involved once, sorted, so locks are taken in one order', () => {
    expect(
      usersOf([
        { from: available('b'), to: available('a'), amount: 1n },
        { from: held('b'), to: platformAccount('fees'), amount: 1n },
      ]),
    ).toEqual(['a', 'b']);
  });
});
