import { describe, expect, it } from '@jest/globals';
import { recentBetLabel } from './recent-bet-label';

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
