import { describe, expect, it } from '@jest/globals';
import {
  canLoadMore,
  fillPage,
  FIRST_CURSOR,
  PREMIUM_MAX_PAGE,
  PREMIUM_PAGE_SIZE,
  utcDay,
} from './premium-paging';

describe('canLoadMore', () => {
  it('allows more while the last load was full and the page is below 3', () => {
    expect(canLoadMore(PREMIUM_PAGE_SIZE, 1)).toBe(true);
    expect(canLoadMore(12, 2)).toBe(true);
  });

  it('stops when the last load returned fewer than 10 matches', () => {
    expect(canLoadMore(9, 1)).toBe(false);
    expect(canLoadMore(0, 1)).toBe(false);
  });

  it('stops at page 3 whatever the last load returned', () => {
    expect(canLoadMore(PREMIUM_PAGE_SIZE, PREMIUM_MAX_PAGE)).toBe(false);
    expect(canLoadMore(50, 4)).toBe(false);
  });
});

describe('fillPage', () => {
  const days: Record<number, string[]> = {
    0: ['a1', 'a2', 'a3'],
    1: [],
    2: ['c1', 'c2', 'c3', 'c4'],
    3: ['d1'],
  };
  const day = async (offset: number) => days[offset] ?? [];

  it('takes matches day after day until the page is full, and says where the next page starts', async () => {
    const first = await fillPage(FIRST_CURSOR, 5, day, 14);

    expect(first.items).toEqual(['a1', 'a2', 'a3', 'c1', 'c2']);
    expect(first.next).toEqual({ dayOffset: 2, skip: 2 });
  });

  it('appends the following page from the cursor without repeating a match', async () => {
    const second = await fillPage({ dayOffset: 2, skip: 2 }, 5, day, 14);

    expect(second.items).toEqual(['c3', 'c4', 'd1']);
  });

  it('stops at the last day it may look at, so a short list ends', async () => {
    const page = await fillPage(FIRST_CURSOR, 10, day, 2);

    expect(page.items).toEqual(['a1', 'a2', 'a3', 'c1', 'c2', 'c3', 'c4']);
    expect(page.next.dayOffset).toBe(3);
  });

  it('asks for nothing when the page is already full', async () => {
    const page = await fillPage(FIRST_CURSOR, 0, day, 14);

    expect(page).toEqual({ items: [], next: FIRST_CURSOR });
  });
});

describe('utcDay', () => {
  it('counts days in UTC, across month ends', () => {
    const lateEvening = new Date('2026-01-31T23:30:00Z');

    expect(utcDay(lateEvening, 0)).toBe('2026-01-31');
    expect(utcDay(lateEvening, 1)).toBe('2026-02-01');
  });
});
