import { describe, expect, it } from '@jest/globals';
import type { MatchFinished, Selection } from '@p2p/contracts';
import fc from 'fast-check';
import { counterSelectionsOf } from '../matching/counter-selection';
import { SELECTIONS } from '../offers/selection';
import { decide, fromFinalScore, fromRuling } from './settlement-rule';

const final = (home: number, away: number): Pick<MatchFinished, 'result' | 'score'> => ({
  result: home > away ? 'home_win' : home < away ? 'away_win' : 'draw',
  score: { home, away },
});
const bet = (makerSelection: Selection, takerSelection: Selection) => ({
  makerId: 'maker',
  makerSelection,
  takerId: 'taker',
  takerSelection,
});

describe('settlement rule', () => {
  it.each([
    [2, 1, ['home_win', 'over_2.5', 'btts_yes']],
    [0, 0, ['draw', 'under_2.5', 'btts_no']],
    [1, 1, ['draw', 'under_2.5', 'btts_yes']],
    [2, 2, ['draw', 'over_2.5', 'btts_yes']],
    [0, 3, ['away_win', 'over_2.5', 'btts_no']],
    [1, 0, ['home_win', 'under_2.5', 'btts_no']],
  ])('at %i-%i exactly %j came true', (home, away, happened) => {
    const outcome = fromFinalScore(final(home, away));

    expect(SELECTIONS.filter((selection) => outcome(selection))).toEqual(happened);
  });

  it('takes the 1X2 outcome from football’s result', () => {
    const outcome = fromFinalScore({ result: 'away_win', score: { home: 2, away: 2 } });

    expect(outcome('away_win')).toBe(true);
    expect(outcome('draw')).toBe(false);
  });

  it.each([
    ['home_win', 'away_win', 2, 0, { result: 'won', winnerId: 'maker' }],
    ['home_win', 'away_win', 0, 2, { result: 'won', winnerId: 'taker' }],
    ['home_win', 'away_win', 1, 1, { result: 'push', winnerId: null }],
    ['draw', 'home_win', 0, 1, { result: 'push', winnerId: null }],
    ['under_2.5', 'over_2.5', 1, 1, { result: 'won', winnerId: 'maker' }],
    ['btts_yes', 'btts_no', 1, 1, { result: 'won', winnerId: 'maker' }],
    ['btts_yes', 'btts_no', 3, 0, { result: 'won', winnerId: 'taker' }],
  ] as const)('decides %s against %s at %i-%i', (maker, taker, home, away, expected) => {
    expect(decide(bet(maker, taker), fromFinalScore(final(home, away)))).toEqual(expected);
  });

  it('pays the side whose selection came true, never both, for any valid bet and any score', () => {
    const validBets = SELECTIONS.flatMap((maker) =>
      counterSelectionsOf(maker).map((taker) => bet(maker, taker)),
    );
    fc.assert(
      fc.property(fc.constantFrom(...validBets), fc.nat(9), fc.nat(9), (candidate, home, away) => {
        const happened = fromFinalScore(final(home, away));
        const decision = decide(candidate, happened);
        if (decision.result === 'won') {
          const winnerSelection =
            decision.winnerId === 'maker' ? candidate.makerSelection : candidate.takerSelection;
          const loserSelection =
            decision.winnerId === 'maker' ? candidate.takerSelection : candidate.makerSelection;
          expect(happened(winnerSelection)).toBe(true);
          expect(happened(loserSelection)).toBe(false);
        } else {
          expect(happened(candidate.makerSelection)).toBe(false);
          expect(happened(candidate.takerSelection)).toBe(false);
        }
      }),
    );
  });

  it('has exactly one side of each two-way market come true at any score', () => {
    fc.assert(
      fc.property(fc.nat(9), fc.nat(9), (home, away) => {
        const happened = fromFinalScore(final(home, away));
        expect(happened('btts_yes')).toBe(!happened('btts_no'));
        expect(happened('over_2.5')).toBe(!happened('under_2.5'));
      }),
    );
  });

  it('reads an admin ruling within its own market only', () => {
    const ruling = fromRuling('draw');
    expect(fromRuling('btts_no')('btts_no')).toBe(true);
    expect(fromRuling('btts_no')('under_2.5')).toBe(false);

    expect(ruling('draw')).toBe(true);
    expect(ruling('home_win')).toBe(false);
    expect(ruling('under_2.5')).toBe(false);
  });
});
