import { describe, expect, it } from '@jest/globals';
import { nairaToUsdCents } from './naira';

/** Dollars (cents) that buy at least `kobo` at the rate: what the platform must take to pay them out. */
const nairaBoughtBy = (cents: bigint, rateKobo: bigint) => (cents * rateKobo) / 100n;

describe('nairaToUsdCents', () => {
  it('converts exactly when the rate divides the amount', () => {
    expect(nairaToUsdCents(15_000_000n, 150_000n)).toBe(10_000n); // NGN 150,000 at 1500 = $100.00
    expect(nairaToUsdCents(150_000n, 150_000n)).toBe(100n); // NGN 1,500 = $1.00
  });

  it('rounds up to the cent, so the dollars taken always buy the naira paid out', () => {
    expect(nairaToUsdCents(10_000n, 150_000n)).toBe(7n); // NGN 100 at 1500 = $0.0667 -> $0.07 (not $0.06 = NGN 90)
    expect(nairaToUsdCents(150_150n, 150_000n)).toBe(101n); // NGN 1,501.50 = $1.001 -> $1.01 (not $1.00)
    expect(nairaToUsdCents(100_000n, 153_025n)).toBe(66n); // NGN 1,000 at 1530.25 = $0.6534.. -> $0.66
    expect(nairaToUsdCents(99_999n, 100_000n)).toBe(100n); // NGN 999.99 at 1000 = $0.99999 -> $1.00
  });

  it('never takes less than the payout costs, nor a whole cent more than needed, at any boundary', () => {
    const rates = [100_000n, 150_000n, 153_025n, 99_999n, 1n, 123_456_789n];
    for (const rate of rates) {
      for (const kobo of [
        1n,
        99n,
        100n,
        10_000n,
        150_150n,
        15_000_000n,
        500_000_000_00n,
        rate,
        rate + 1n,
        rate * 7n - 1n,
      ]) {
        const cents = nairaToUsdCents(kobo, rate);
        expect({ rate, kobo, enough: nairaBoughtBy(cents, rate) >= kobo }).toEqual({
          rate,
          kobo,
          enough: true,
        });
        expect({ rate, kobo, tight: nairaBoughtBy(cents - 1n, rate) < kobo }).toEqual({
          rate,
          kobo,
          tight: true,
        });
      }
    }
  });

  it('refuses a zero or negative rate', () => {
    expect(() => nairaToUsdCents(100n, 0n)).toThrow('positive rate');
  });
});
