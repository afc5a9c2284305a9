import { describe, expect, it } from '@jest/globals';
import {
  exportQuery,
  isDay,
  listQuery,
  NO_FILTERS,
  readFilters,
  withChange,
  writeFilters,
} from './transaction-filters';

describe('readFilters', () => {
  it('reads the codes, the dates and the page a link carries', () => {
    const filters = readFilters(
      new URLSearchParams('type=transfer_in&status=Pending&from=2026-01-01&to=2026-01-31&page=3'),
    );
    expect(filters).toEqual({
      type: 'transfer_in',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('ignores what is not a filter instead of sending it to the server', () => {
    expect(
      readFilters(new URLSearchParams('type=bonus&status=x&from=2026-02-30&to=31/01/2026&page=-2')),
    ).toEqual(NO_FILTERS);
  });
});

describe('writeFilters', () => {
  it('writes only what is set, and the page past the first', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(writeFilters({ ...NO_FILTERS, type: 'deposit', page: 2 }).toString()).toBe('type=deposit&page=2');
  });

  it('starts again at page 1 when a filter changes', () => {
    expect(withChange({ ...NO_FILTERS, page: 4 }, { status: 'failed' })).toEqual({
      ...NO_FILTERS,
      status: 'failed',
      page: 1,
    });
  });
});

describe('queries', () => {
  const filters = { type: 'deposit', status: 'succeed', from: '2026-01-01', to: null, page: 2 } as const;

  it('asks the list for the page, 20 rows and the filters', () => {
    expect(listQuery(filters)).toBe('?page=2&limit=20&type=deposit&status=succeed&from=2026-01-01');
  });

  it('asks the export for the filters only', () => {
    expect(exportQuery(filters)).toBe('?type=deposit&status=succeed&from=2026-01-01');
    expect(exportQuery(NO_FILTERS)).toBe('');
  });

  it('knows a calendar day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });
});
