import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  formatOdds,
  isOnLadder,
  marketCommissionCents,
  MAX_ODDS,
  MIN_ODDS,
  parseOdds,
  PRICE_LADDER,
  tickOdds,
  winningsCents,
} from './odds';

describe('the price ladder', () => {
  it("has Betfair's 350 prices from 1.01 to 1000 with its increments", () => {
    expect(PRICE_LADDER).toHaveLength(350);
    expect(PRICE_LADDER[0]).toBe(MIN_ODDS);
    expect(PRICE_LADDER.at(-1)).toBe(MAX_ODDS);
    const stepAt = (price: number) => PRICE_LADDER[PRICE_LADDER.indexOf(price) + 1] - price;
    expect([101, 199, 200, 300, 400, 600, 1000, 2000, 3000, 5000, 10000].map(stepAt)).toEqual([
      1, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000,
    ]);
    expect(PRICE_LADDER.every((price, index) => index === 0 || price > PRICE_LADDER[index - 1])).toBe(true);
  });

  it('parses prices on the ladder to hundredths', () => {
    expect(parseOdds('3')).toBe(300);
    expect(parseOdds('3.0')).toBe(300);
    expect(parseOdds(' 3.05 ')).toBe(305);
    expect(parseOdds('1.01')).toBe(101);
    expect(parseOdds(2.5)).toBe(250);
    expect(parseOdds('1000')).toBe(100000);
  });

  it('refuses prices off the ladder, naming the nearest ones', () => {
    expect(() => parseOdds('3.01')).toThrow(
      '3.01 is not a price on the ladder: the nearest are 3.0 and 3.05',
    );
    expect(() => parseOdds('2.01')).toThrow('the nearest are 2.0 and 2.02');
    expect(() => parseOdds('15.2')).toThrow('the nearest are 15.0 and 15.5');
  });

  it('refuses prices out of range and what is not a price', () => {
    for (const value of ['1', '1.00', '0.5', '1001', '1010'])
      expect(() => parseOdds(value)).toThrow('Odds must be between 1.01 and 1000');
    for (const value of ['', 'abc', '3.001', '-2', '3,5', '1e3', Number.NaN])
      expect(() => parseOdds(value)).toThrow('Odds must be a decimal price such as 2.5');
  });

  it('formats every price so that it parses back to itself', () => {
    expect([300, 325, 101, 150, 100000].map(formatOdds)).toEqual(['3.0', '3.25', '1.01', '1.5', '1000.0']);
    for (const price of PRICE_LADDER) expect(parseOdds(formatOdds(price))).toBe(price);
  });

  it('steps along the ladder and stops at its ends', () => {
    expect(tickOdds(300, 1)).toBe(305);
    expect(tickOdds(300, -1)).toBe(298);
    expect(tickOdds(101, -3)).toBe(101);
    expect(tickOdds(MAX_ODDS, 1)).toBe(MAX_ODDS);
    expect(() => tickOdds(301, 1)).toThrow('3.01 is not a price on the ladder');
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_LADDER), fc.integer({ min: -400, max: 400 }), (price, ticks) =>
        isOnLadder(tickOdds(price, ticks)),
      ),
    );
  });
});

describe('the money a price moves', () => {
  it("is the backer's stake times the odds less one, to the cent, rounded down", () => {
    expect(winningsCents(5000n, 300)).toBe(10000n);
    expect(winningsCents(2000n, 300)).toBe(4000n);
    expect(winningsCents(101n, 103)).toBe(3n);
    expect(winningsCents(100n, 101)).toBe(1n);
    expect(winningsCents(150n, 101)).toBe(1n);
    expect(winningsCents(0n, 250)).toBe(0n);
    expect(() => winningsCents(-1n, 250)).toThrow('A stake cannot be negative');
  });

  it('never pays more than the exact product, nor a cent less than it rounds to', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.constantFrom(...PRICE_LADDER),
        (stake, price) => {
          const exact = stake * BigInt(price - 100);
          const won = winningsCents(stake, price);
          return won * 100n <= exact && exact < (won + 1n) * 100n;
        },
      ),
    );
  });

  it('parts of one stake win no more together than the whole would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 100n, max: 10n ** 8n }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...PRICE_LADDER),
        (parts, price) => {
          const whole = parts.reduce((sum, part) => sum + part, 0n);
          const together = parts.reduce((sum, part) => sum + winningsCents(part, price), 0n);
          return (
            together <= winningsCents(whole, price) &&
            winningsCents(whole, price) - together < BigInt(parts.length)
          );
        },
      ),
    );
  });
});

describe('commission per market', () => {
  it("is charged on a bettor's net winnings in the market, not on each winning bet", () => {
    // Won $100 backing, lost $40 laying the same market: 5% of $60.
    expect(marketCommissionCents([10000n, -4000n], 500)).toBe(300n);
    expect(marketCommissionCents([10000n], 500)).toBe(500n);
  });

  it('is nothing on a net loss, a push or no bets', () => {
    expect(marketCommissionCents([3000n, -5000n], 500)).toBe(0n);
    expect(marketCommissionCents([2000n, -2000n], 500)).toBe(0n);
    expect(marketCommissionCents([], 500)).toBe(0n);
  });

  it('rounds down to the cent and never exceeds the net winnings', () => {
    expect(marketCommissionCents([1999n], 500)).toBe(99n);
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 10000 }),
        (results, bps) => {
          const net = results.reduce((sum, result) => sum + result, 0n);
          const commission = marketCommissionCents(results, bps);
          return commission >= 0n && commission <= (net > 0n ? net : 0n);
        },
      ),
    );
  });
});
