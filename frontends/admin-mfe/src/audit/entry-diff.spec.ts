import { describe, expect, it } from '@jest/globals';
import { diffRows, NOTHING } from './entry-diff';

describe(diffRows.name, () => {
  it('lines up the fields of both sides and marks the ones that changed', () => {
    expect(diffRows({ status: 'pending' }, { status: 'approved', amount: '50.00' })).toEqual([
      { field: 'status', before: 'pending', after: 'approved', changed: true },
      { field: 'amount', before: NOTHING, after: '50.00', changed: true },
    ]);
  });

  it('keeps unchanged fields, unmarked, and shows nested values as JSON', () => {
    expect(
      diffRows({ details: { bank: 'GTB' }, name: 'Bank' }, { details: { bank: 'GTB' }, name: 'Bank 2' }),
    ).toEqual([
      { field: 'details', before: '{"bank":"GTB"}', after: '{"bank":"GTB"}', changed: false },
      { field: 'name', before: 'Bank', after: 'Bank 2', changed: true },
    ]);
  });

  it('reads a creation (nothing before) field by field', () => {
    expect(diffRows(null, { ngnPerUsd: '1500.00' })).toEqual([
      { field: 'ngnPerUsd', before: NOTHING, after: '1500.00', changed: true },
    ]);
  });

  it('shows two plain values as one row', () => {
    expect(diffRows(null, null)).toEqual([
      { field: 'value', before: NOTHING, after: NOTHING, changed: false },
    ]);
  });
});
