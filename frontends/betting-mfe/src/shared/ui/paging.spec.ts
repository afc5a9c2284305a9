import { describe, expect, it } from '@jest/globals';
import { pageLinks } from './paging';

describe('pageLinks', () => {
  it('shows up to 5 links centred on the current page', () => {
    expect(pageLinks(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageLinks(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shifts the window at the ends instead of shrinking it', () => {
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page of a short list, none of an empty one, and clamps a page out of range', () => {
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 0)).toEqual([]);
    expect(pageLinks(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});
