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
  describe('display', () => {
    it('shows dollars with two decimals, thousands separators and the dollar sign', () => {
      expect(Money.display('1234.50')).toBe('$1,234.50');
      expect(Money.display('125.5')).toBe('$125.50');
      expect(Money.display('1234567.05')).toBe('$1,234,567.05');
      expect(Money.display('0')).toBe('$0.00');
    });

    it('reads a bigint as cents', () => {
      expect(Money.display(9700n)).toBe('$97.00');
      expect(Money.display(-5n)).toBe('-$0.05');
    });

    it('rounds half up to the cent without floating-point error', () => {
      expect(Money.display('0.005')).toBe('$0.01');
      expect(Money.display('2.675')).toBe('$2.68');
      expect(Money.display('2.674')).toBe('$2.67');
      expect(Money.display(0.1 + 0.2)).toBe('$0.30');
    });

    it('signs negative amounts and, when asked, positive ones', () => {
      expect(Money.display('-12.3')).toBe('-$12.30');
      expect(Money.display('12.3', { signed: true })).toBe('+$12.30');
      expect(Money.display('0', { signed: true })).toBe('$0.00');
    });

    it('writes another currency with its own sign', () => {
      expect(Money.display('150000', { symbol: '₦' })).toBe('₦150,000.00');
      expect(Money.display('-1501.5', { symbol: '₦' })).toBe('-₦1,501.50');
    });

    it('shows what is not an amount as zero, as the balance parsing of the specification does', () => {
      expect(Money.display(undefined)).toBe('$0.00');
      expect(Money.display(null)).toBe('$0.00');
      expect(Money.display('abc')).toBe('$0.00');
      expect(Money.display(Number.NaN)).toBe('$0.00');
    });
  });

  it('rounds what a screen reads to cents, and zero for what is not an amount', () => {
    expect(Money.roundToCents('12.5')).toBe(1250n);
    expect(Money.roundToCents('1.005')).toBe(101n);
    expect(Money.roundToCents('-3.074')).toBe(-307n);
    expect(Money.roundToCents(1e-7)).toBe(0n);
    expect(Money.roundToCents('')).toBe(0n);
    expect(Money.roundToCents(Number.POSITIVE_INFINITY)).toBe(0n);
  });
});
