import { describe, expect, it } from '@jest/globals';
import { normalizeSelection, recentBetLabel, selectionLabel } from './bet-labels';

describe('selectionLabel', () => {
  it('names the selections as the offer screens do, home and away among them', () => {
    expect(selectionLabel('home_win')).toBe('Home Win');
    expect(selectionLabel('away')).toBe('Away Win');
    expect(selectionLabel('draw')).toBe('Draw');
    expect(selectionLabel('over_2.5')).toBe('Over 2.5');
    expect(selectionLabel('both_score')).toBe('both_score');
    expect(normalizeSelection('home')).toBe('home_win');
    expect(normalizeSelection(null)).toBeNull();
  });
});

describe('recentBetLabel', () => {
  it('labels the states as the right sidebar of spec 01 does', () => {
    const label = (status: string) =>
      recentBetLabel({ status: status as never, stake: '10.00', payout: null }).text;

    expect(label('open')).toBe('Open');
    expect(label('matched')).toBe('Active');
    expect(label('cancelled')).toBe('Cancelled');
    expect(label('expired')).toBe('Expired');
    expect(label('pending')).toBe('Pending');
  });

  it('calls a settled bet won when the payout exceeds the stake, else lost', () => {
    expect(recentBetLabel({ status: 'settled', stake: '10.00', payout: '20.00' }).outcome).toBe('won');
    expect(recentBetLabel({ status: 'settled', stake: '10.00', payout: '0.00' }).outcome).toBe('lost');
    // A push pays the stake back: not more than the stake, so not a win.
    expect(recentBetLabel({ status: 'settled', stake: '10.00', payout: '10.00' }).outcome).toBe('lost');
  });
});
