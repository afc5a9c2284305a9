import { describe, expect, it } from '@jest/globals';
import { formatMoney, toCents } from './format-money';

describe('formatMoney', () => {
  it('shows API decimal strings with two decimals and thousands separators', () => {
    expect(formatMoney('125.5')).toBe('$125.50');
    expect(formatMoney('1234567.05')).toBe('$1,234,567.05');
    expect(formatMoney('0')).toBe('$0.00');
  });

  it('rounds half up to the cent without floating-point error', () => {
    expect(formatMoney('0.005')).toBe('$0.01');
    expect(formatMoney('2.675')).toBe('$2.68');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('signs negative amounts and, when asked, positive ones', () => {
    expect(formatMoney('-12.3')).toBe('-$12.30');
    expect(formatMoney('12.3', { signed: true })).toBe('+$12.30');
    expect(formatMoney('0', { signed: true })).toBe('$0.00');
  });

  it('treats what is not an amount as zero, as the balance parsing of the specification does', () => {
    expect(formatMoney(undefined)).toBe('$0.00');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(toCents(Number.NaN)).toBe(0n);
  });
});
