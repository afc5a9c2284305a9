import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS, filtersToParams, isFiltered, parseOfferFilters, withFilter } from './offer-filters';

const parse = (query: string) => parseOfferFilters(new URLSearchParams(query));

describe('Bet Offers URL filters', () => {
  it('reads every filter from the query', () => {
    expect(parse('search=arsenal&league=premier-league&betType=draw&sort=amount_high&page=3')).toEqual({
      search: 'arsenal',
      league: 'premier-league',
      betType: 'draw',
      sort: 'amount_high',
      page: 3,
    });
  });

  it('falls back to the defaults for what is missing or unknown', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(parse('betType=banana&sort=random&page=-2&league=')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('betType=home').betType).toBe('home_win');
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, so it round-trips', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    const filters = { ...DEFAULT_FILTERS, search: 'Man City', betType: 'away_win' as const, page: 2 };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('search=Man+City&betType=away_win&page=2');
    expect(parseOfferFilters(params)).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage4 = { ...DEFAULT_FILTERS, page: 4 };
    expect(withFilter(onPage4, { sort: 'oldest' }).page).toBe(1);
    expect(withFilter(onPage4, { page: 5 })).toEqual({ ...DEFAULT_FILTERS, page: 5 });
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'oldest', page: 3 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: ' x ' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, league: 'la-liga' })).toBe(true);
  });
});
