import { describe, expect, it } from '@jest/globals';
import { costLine, formatNaira, formatRate, toMinorUnits, usdCostCents } from './naira';

describe('usdCostCents', () => {
  it('charges the naira at the rate, rounded up to the cent', () => {
    expect(usdCostCents('100', '1500')).toBe(7n);
    expect(usdCostCents('1501.50', '1500.00')).toBe(101n);
    expect(usdCostCents('150000', '1500')).toBe(10000n);
  });

  it('leaves an exact conversion as it is', () => {
    expect(usdCostCents('1500', '1500')).toBe(100n);
    expect(usdCostCents('0.15', '1500')).toBe(1n);
  });

  it('has no cost for what is not an amount or without a rate', () => {
    expect(usdCostCents('', '1500')).toBeNull();
    expect(usdCostCents('10.555', '1500')).toBeNull();
    expect(usdCostCents('100', null)).toBeNull();
    expect(usdCostCents('100', '0')).toBeNull();
  });
});

describe('costLine', () => {
  it('names the dollars and the rate', () => {
    expect(costLine('1501.50', '1500.00')).toBe('You will be charged $1.01 at ₦1,500/$1');
    expect(costLine('100', '1499.50')).toBe('You will be charged $0.07 at ₦1,499.50/$1');
  });
});

describe('naira formatting', () => {
  it('groups thousands with two decimals', () => {
    expect(formatNaira('5000000.00')).toBe('₦5,000,000.00');
    expect(formatNaira('100')).toBe('₦100.00');
    expect(formatRate('1500.00')).toBe('₦1,500');
  });

  it('reads typed amounts exactly', () => {
    expect(toMinorUnits('1501.5')).toBe(150150n);
    expect(toMinorUnits(' 7 ')).toBe(700n);
    expect(toMinorUnits('1e3')).toBeNull();
  });
});
