import { describe, expect, it } from '@jest/globals';
import {
  betAgainstSelection,
  closedReason,
  counterSelections,
  isBettable,
  matchButtonLabel,
  normalizeSelection,
  offerStatusBadge,
  resultBadge,
  selectionLabel,
  selectionWithTeam,
} from './selections';

describe('counter selections', () => {
  it('offers the two other outcomes of a match-result offer, never its own', () => {
    expect(counterSelections('home_win')).toEqual(['away_win', 'draw']);
    expect(counterSelections('away_win')).toEqual(['home_win', 'draw']);
    expect(counterSelections('draw')).toEqual(['home_win', 'away_win']);
  });

  it('offers the other side of an over/under offer, and accepts the home/away aliases', () => {
    expect(counterSelections('over_2.5')).toEqual(['under_2.5']);
    expect(counterSelections('under_2.5')).toEqual(['over_2.5']);
    expect(counterSelections('home')).toEqual(['away_win', 'draw']);
    expect(counterSelections('nonsense')).toEqual([]);
  });

  it('labels the buttons Match (Home), Match (Away), Match (Draw)', () => {
    expect(counterSelections('draw').map(matchButtonLabel)).toEqual(['Match (Home)', 'Match (Away)']);
    expect(matchButtonLabel('draw')).toBe('Match (Draw)');
    expect(matchButtonLabel('under_2.5')).toBe('Match (Under 2.5)');
  });

  it("uses spec 02's table for the single Bet Against side", () => {
    expect(betAgainstSelection('home_win')).toBe('away_win');
    expect(betAgainstSelection('away_win')).toBe('home_win');
    expect(betAgainstSelection('draw')).toBe('home_win');
    expect(betAgainstSelection('over_2.5')).toBe('under_2.5');
    expect(betAgainstSelection('under_2.5')).toBe('over_2.5');
    expect(betAgainstSelection('home')).toBe('away_win');
    expect(betAgainstSelection('x')).toBeNull();
  });
});

describe('labels', () => {
  const match = { homeTeam: 'Arsenal', awayTeam: 'Chelsea' };

  it('names selections, with the team where there is one', () => {
    expect(selectionLabel('home_win')).toBe('Home Win');
    expect(selectionLabel('away')).toBe('Away Win');
    expect(selectionLabel('over_2.5')).toBe('Over 2.5');
    expect(selectionWithTeam('home_win', match)).toBe('Home Win (Arsenal)');
    expect(selectionWithTeam('away_win', match)).toBe('Away Win (Chelsea)');
    expect(selectionWithTeam('draw', match)).toBe('Draw');
    expect(selectionWithTeam('under_2.5', match)).toBe('Under 2.5 goals');
    expect(normalizeSelection('home')).toBe('home_win');
  });

  it('colours statuses as spec 01 section 4 says', () => {
    expect(offerStatusBadge('open')).toEqual({ tone: 'success', text: 'Waiting for Match' });
    expect(offerStatusBadge('matched')).toEqual({ tone: 'warning', text: 'In Progress' });
    expect(offerStatusBadge('cancelled')).toEqual({ tone: 'neutral', text: 'Cancelled' });
    expect(offerStatusBadge('settled', 'won')).toEqual({ tone: 'success', text: 'Won' });
    expect(offerStatusBadge('settled', 'lost')).toEqual({ tone: 'danger', text: 'Lost' });
    expect(resultBadge('push')).toEqual({ tone: 'info', text: 'Refunded' });
    expect(offerStatusBadge('settled').text).toBe('Settled');
  });
});

describe('betting window', () => {
  const now = Date.parse('2026-03-14T12:00:00Z');

  it('closes 5 minutes before kick-off and on ended matches', () => {
    expect(isBettable({ status: 'Scheduled', startTime: '2026-03-14T12:06:00Z' }, now)).toBe(true);
    expect(isBettable({ status: 'Scheduled', startTime: '2026-03-14T12:05:00Z' }, now)).toBe(false);
    expect(isBettable({ status: 'Live', startTime: '2026-03-14T11:00:00Z' }, now)).toBe(false);
    expect(isBettable({ status: 'Postponed', startTime: '2026-03-15T12:00:00Z' }, now)).toBe(false);
    expect(closedReason({ status: 'Finished', startTime: '2026-03-14T10:00:00Z' }, now)).toBe(
      'Match finished',
    );
    expect(closedReason({ status: 'Scheduled', startTime: '2026-03-14T12:01:00Z' }, now)).toBe(
      'Betting closed',
    );
    expect(closedReason({ status: 'Scheduled', startTime: '2026-03-15T12:01:00Z' }, now)).toBe('');
  });
});
