import { describe, expect, it } from '@jest/globals';
import { historyBadge, parsePeriod, parseTab, returnLabel } from './history-display';

describe('bet history display', () => {
  it('shows a settled bet as won, lost or Refunded', () => {
    expect(historyBadge({ status: 'settled', result: 'won' })).toEqual({ tone: 'success', text: 'Won' });
    expect(historyBadge({ status: 'settled', result: 'lost' })).toEqual({ tone: 'danger', text: 'Lost' });
    expect(historyBadge({ status: 'settled', result: 'push' }).text).toBe('Refunded');
    expect(historyBadge({ status: 'void', result: 'push' }).text).toBe('Refunded');
  });

  it('shows offers and running bets by their state', () => {
    expect(historyBadge({ status: 'open', result: null }).text).toBe('Waiting for Match');
    expect(historyBadge({ status: 'matched', result: null }).text).toBe('In Progress');
    expect(historyBadge({ status: 'expired', result: null }).text).toBe('Expired');
  });

  it('names the amount a bettor gets back', () => {
    expect(returnLabel({ status: 'settled', payout: '20.00' })).toBe('Payout');
    expect(returnLabel({ status: 'matched', payout: null })).toBe('Potential Return');
    expect(returnLabel({ status: 'cancelled', payout: null })).toBeNull();
  });

  it('reads the tab and period from the URL, defaulting to everything', () => {
    expect(parseTab('settled')).toBe('settled');
    expect(parseTab('nope')).toBe('all');
    expect(parsePeriod('last_7_days')).toBe('last_7_days');
    expect(parsePeriod(null)).toBe('all');
  });
});
