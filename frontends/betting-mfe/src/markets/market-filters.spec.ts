import { describe, expect, it } from '@jest/globals';
import { aLiveMatch, aMatch } from '../testing/match-factory';
import { filterMatches, isPopular, uniqueMatches } from './market-filters';

describe('isPopular', () => {
  it('needs more than 2 open offers', () => {
    expect(isPopular(2)).toBe(false);
    expect(isPopular(3)).toBe(true);
  });
});

describe('filterMatches', () => {
  const quiet = aMatch({ betOffers: 2 });
  const busy = aMatch({ betOffers: 3, featured: true });
  const live = aLiveMatch(30, 1, 0, { betOffers: 0 });
  const all = [quiet, busy, live];

  it('keeps every match for All Markets, in order', () => {
    expect(filterMatches(all, 'all')).toEqual(all);
  });

  it('keeps matches with more than 2 offers for Most Popular', () => {
    expect(filterMatches(all, 'popular')).toEqual([busy]);
  });

  it('counts the offers the screen has loaded before the football service count', () => {
    const loaded = new Map([[quiet.id, 5]]);

    const popular = filterMatches(all, 'popular', (match) => loaded.get(match.id) ?? match.betOffers);

    expect(popular).toEqual([quiet, busy]);
  });

  it('keeps matches in play for Live Only and featured ones for Featured', () => {
    expect(filterMatches(all, 'live')).toEqual([live]);
    expect(filterMatches(all, 'featured')).toEqual([busy]);
  });
});

describe('uniqueMatches', () => {
  it('shows a live featured match once, where it first appears', () => {
    const live = aLiveMatch(10, 0, 0, { featured: true });
    const other = aMatch();

    expect(uniqueMatches([live], [other, live])).toEqual([live, other]);
  });
});
