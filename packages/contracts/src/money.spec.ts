import { describe, expect, it } from '@jest/globals';
import { Money } from './money';

describe('Money', () => {
  it('parses dollars to integer cents without floating point', () => {
    expect(Money.toCents('12.5')).toBe(1250n);
    expect(Money.toCents('0.10')).toBe(10n);
    expect(Money.toCents(19.99)).toBe(1999n);
    expect(Money.toCents('10000')).toBe(1000000n);
    expect(Money.toCents('-3.07')).toBe(-307n);
  });

  it('refuses more than two decimals rather than rounding', () => {
    expect(() => Money.toCents('1.005')).toThrow('Invalid amount');
    expect(() => Money.toCents(0.1 + 0.2)).toThrow('Invalid amount');
    expect(() => Money.toCents('abc')).toThrow('Invalid amount');
    expect(() => Money.toCents(Number.NaN)).toThrow('Invalid amount');
  });

  it('formats cents as dollars with two places', () => {
    expect(Money.format(1250n)).toBe('12.50');
    expect(Money.format(5n)).toBe('0.05');
    expect(Money.format(-307n)).toBe('-3.07');
    expect(Money.format(0)).toBe('0.00');
  });

  it('computes a percentage fee rounded half up to the cent', () => {
    expect(Money.percentOf(10000n, 300)).toBe(300n);
    expect(Money.percentOf(1050n, 250)).toBe(26n); // 26.25 -> 26
    expect(Money.percentOf(1020n, 250)).toBe(26n); // 25.5 -> 26
  });
});
