import { describe, expect, it } from '@jest/globals';
import { ConfigError, ValidationFailedError } from '@p2p/service-kit';
import { StakeRules } from './stake-rules';

describe(StakeRules.name, () => {
  const rules = new StakeRules(100n, 100_000n);

  it.each([
    ['1', 100n],
    [1000, 100_000n],
    ['25.5', 2550n],
    [10.25, 1025n],
  ])('reads %p as %p cents', (amount, cents) => {
    expect(rules.parse(amount)).toBe(cents);
  });

  it.each([
    ['0', 'Bet amount must be greater than 0'],
    ['-1', 'Bet amount must be greater than 0'],
    ['0.99', 'Minimum bet amount is $1'],
    ['1000.01', 'Maximum bet amount is $1000'],
  ])('refuses %p: %s', (amount, message) => {
    expect(() => rules.parse(amount)).toThrow(new ValidationFailedError(message));
  });

  it('writes bounds with cents when they have them', () => {
    expect(() => new StakeRules(250n, 5050n).parse('51')).toThrow('Maximum bet amount is $50.50');
  });

  it('refuses a minimum above the maximum', () => {
    expect(() => new StakeRules(500n, 100n)).toThrow(ConfigError);
  });
});
