import { describe, expect, it } from '@jest/globals';
import { aBook, aLevel } from '../testing/exchange-factory';
import {
  commissionLabel,
  planFor,
  readOdds,
  readStake,
  slipFigures,
  tickTyped,
  type SlipPlan,
} from './exchange-slip-rules';

const homeWin = (book = aBook()) => book.selections.find((entry) => entry.selection === 'home_win');
const POST: SlipPlan = { kind: 'post', onlyOwn: false };
const takeUpTo = (maxCents: bigint): SlipPlan => ({
  kind: 'take',
  offerId: 'lay-1',
  level: aLevel('3.0', '50.00'),
  maxCents,
});

describe('exchange slip rules', () => {
  it('reads a price on the ladder, and gives the ladder’s reason for one off it', () => {
    expect(readOdds('3')).toEqual({ hundredths: 300 });
    expect(readOdds(' 2.52 ')).toEqual({ hundredths: 252 });
    expect(readOdds('3.01')).toEqual({
      error: '3.01 is not a price on the ladder: the nearest are 3.0 and 3.05',
    });
    expect(readOdds('1')).toEqual({ error: 'Odds must be between 1.01 and 1000' });
    expect(readOdds('')).toEqual({ error: 'Odds are required' });
  });

  it('steps along the ladder, from a price between rungs to the rung on that side first', () => {
    expect(tickTyped('3.0', 1)).toBe('3.05');
    expect(tickTyped('3.0', -1)).toBe('2.98');
    expect(tickTyped('3.01', 1)).toBe('3.05');
    expect(tickTyped('3.01', -1)).toBe('3.0');
    expect(tickTyped('1.01', -1)).toBe('1.01');
    expect(tickTyped('5000', -1)).toBe('1000.0');
    expect(tickTyped('', 1)).toBe('2.0');
    expect(tickTyped('abc', 1)).toBe('abc');
  });

  it('shows a backer their stake and winnings, and a layer their liability and the backer’s stake', () => {
    expect(slipFigures('back', 2000n, 300, 200)).toEqual({
      riskCents: 2000n,
      profitCents: 4000n,
      commissionCents: 80n,
    });
    expect(slipFigures('lay', 2000n, 300, 200)).toEqual({
      riskCents: 4000n,
      profitCents: 2000n,
      commissionCents: 40n,
    });
    // A liability is rounded down to the cent, as the exchange holds it.
    expect(slipFigures('lay', 333n, 252, 200).riskCents).toBe(506n);
  });

  it('names the commission rate as the exchange charges it', () => {
    expect(commissionLabel(200)).toBe('Commission 2% of net winnings per market');
    expect(commissionLabel(250)).toBe('Commission 2.5% of net winnings per market');
  });

  it('takes the oldest offer at a price the book has on that side, and posts at any other', () => {
    const oldest = { id: 'lay-1', unmatched: '30.00' };
    const book = homeWin(
      aBook({
        home_win: {
          toBack: [aLevel('3.0', '50.00', [oldest, { id: 'lay-2', unmatched: '20.00' }])],
          toLay: [aLevel('3.1', '10.00')],
        },
      }),
    );

    expect(planFor(book, 'back', 300)).toMatchObject({
      kind: 'take',
      offerId: 'lay-1',
      maxCents: 3000n,
    });
    expect(planFor(book, 'back', 305)).toEqual(POST);
    // 3.0 is a price to back: a layer there makes a new offer.
    expect(planFor(book, 'lay', 300)).toEqual(POST);
    expect(planFor(book, 'lay', 310)).toMatchObject({ kind: 'take' });
  });

  it('passes over the bettor’s own offers at a price, and posts when only theirs are there', () => {
    const book = homeWin(
      aBook({
        home_win: {
          toBack: [
            aLevel('3.0', '50.00', [
              { id: 'mine', unmatched: '30.00', mine: true },
              { id: 'theirs', unmatched: '20.00' },
            ]),
          ],
        },
      }),
    );

    expect(planFor(book, 'back', 300)).toMatchObject({ offerId: 'theirs', maxCents: 2000n });
    const onlyMine = homeWin(
      aBook({
        home_win: { toBack: [aLevel('3.0', '30.00', [{ id: 'mine', unmatched: '30.00', mine: true }])] },
      }),
    );
    expect(planFor(onlyMine, 'back', 300)).toEqual({ kind: 'post', onlyOwn: true });
  });

  it('refuses a part larger than the offer taken, or smaller than $1 unless it is all that is left', () => {
    expect(readStake('20', takeUpTo(3000n), 300)).toEqual({ cents: 2000n });
    expect(readStake('30.01', takeUpTo(3000n), 300)).toEqual({
      error: 'Only $30.00 of the oldest offer at this price is still unmatched',
    });
    expect(readStake('0.50', takeUpTo(3000n), 300)).toEqual({
      error: 'The smallest part you can take is $1.00, or all that is left if less',
    });
    expect(readStake('0.50', takeUpTo(50n), 300)).toEqual({ cents: 50n });
  });

  it('keeps a new offer between $1 and $1000, in dollars and cents', () => {
    expect(readStake('', POST, 300)).toEqual({ error: 'Bet amount is required' });
    expect(readStake('12.345', POST, 300)).toEqual({
      error: 'Enter an amount in dollars, with at most two decimals',
    });
    expect(readStake('0.99', POST, 300)).toEqual({ error: 'Bet amount must be between $1 and $1000' });
    expect(readStake('1000.01', POST, 300)).toEqual({ error: 'Bet amount must be between $1 and $1000' });
    expect(readStake('1000', POST, 300)).toEqual({ cents: 100000n });
  });

  it('refuses a stake that would leave one side holding nothing at a short price', () => {
    const onlyCents: SlipPlan = {
      kind: 'take',
      offerId: 'o',
      level: aLevel('1.01', '0.50'),
      maxCents: 50n,
    };

    expect(readStake('0.50', onlyCents, 101)).toEqual({
      error: 'This part is too small at these odds: one side would stake nothing',
    });
  });
});
