import { describe, expect, it } from '@jest/globals';
import { processingFee } from './deposit-fee';

describe('processingFee', () => {
  it('charges crypto 1% with no minimum', () => {
    expect(processingFee('crypto', 10_000n)).toBe(100n);
    expect(processingFee('crypto', 150n)).toBe(2n); // 1.5 cents rounds half up
  });

  it('charges mobile money 2.5% with a $1 minimum', () => {
    expect(processingFee('mobile_money', 1_000n)).toBe(100n); // 2.5% is 25 cents: the minimum applies
    expect(processingFee('mobile_money', 100_000n)).toBe(2_500n);
    expect(processingFee('mobile_money', 10_050n)).toBe(251n); // 251.25 cents
  });

  it('charges every other type 3% with a $2 minimum', () => {
    for (const type of ['bank_transfer', 'paypal', 'western_union', 'cash_app', 'venmo', 'zelle'] as const) {
      expect(processingFee(type, 5_000n)).toBe(200n);
      expect(processingFee(type, 1_000_000n)).toBe(30_000n);
    }
    expect(processingFee('bank_transfer', 12_345n)).toBe(370n); // 370.35 cents
    expect(processingFee('bank_transfer', 12_350n)).toBe(371n); // 370.5 cents rounds half up
  });
});
