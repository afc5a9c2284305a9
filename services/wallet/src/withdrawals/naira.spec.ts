import { describe, expect, it } from '@jest/globals';
import { groupedNaira, nairaToUsdCents } from './naira';

describe('nairaToUsdCents', () => {
  it('converts naira to dollars exactly at the rate', () => {
    expect(nairaToUsdCents(15_000_000n, 150_000n)).toBe(10_000n); // NGN 150,000 at 1500 = $100.00
    expect(nairaToUsdCents(10_000n, 150_000n)).toBe(6n); // NGN 100 = $0.0666.. -> $0.06
  });

  it('rounds down to the cent, never in the user’s favour', () => {
    expect(nairaToUsdCents(100_000n, 153_025n)).toBe(65n); // NGN 1,000 at 1530.25 = $0.6534..
    expect(nairaToUsdCents(99_999n, 100_000n)).toBe(99n); // NGN 999.99 at 1000 = $0.99999
  });

  it('refuses a zero or negative rate', () => {
    expect(() => nairaToUsdCents(100n, 0n)).toThrow('positive rate');
  });
});

describe('groupedNaira', () => {
  it('groups thousands', () => {
    expect(groupedNaira(100n)).toBe('100');
    expect(groupedNaira(5_000_000n)).toBe('5,000,000');
  });
});
