/**
 * Spec 01 section 4, premium list paging: the page counter starts at 1; more can be loaded while the
 * last load returned at least 10 matches and the page is below 3; Load More appends.
 */
export const PREMIUM_PAGE_SIZE = 10;
export const PREMIUM_MAX_PAGE = 3;

export function canLoadMore(lastLoadCount: number, page: number): boolean {
  return lastLoadCount >= PREMIUM_PAGE_SIZE && page < PREMIUM_MAX_PAGE;
}

/** Where the next page of matches starts: a UTC day counted from today and how many of its matches are shown. */
export interface PremiumCursor {
  dayOffset: number;
  skip: number;
}

export const FIRST_CURSOR: PremiumCursor = { dayOffset: 0, skip: 0 };

/** The UTC calendar day `offset` days after `now`, `YYYY-MM-DD`, as the football service's `date` takes it. */
export function utcDay(now: Date, offset: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return day.toISOString().slice(0, 10);
}

/**
 * Fills one page from days of matches: takes up to `size` items from `days` (each day's list in
 * order), starting at the cursor, and says where the following page starts. Days after
 * `lastDayOffset` are not looked at, so the list ends instead of searching forever.
 */
export async function fillPage<T>(
  cursor: PremiumCursor,
  size: number,
  day: (offset: number) => Promise<readonly T[]>,
  lastDayOffset: number,
): Promise<{ items: T[]; next: PremiumCursor }> {
  const items: T[] = [];
  let { dayOffset, skip } = cursor;
  while (items.length < size && dayOffset <= lastDayOffset) {
    const list = await day(dayOffset);
    const taken = list.slice(skip, skip + (size - items.length));
    items.push(...taken);
    if (skip + taken.length < list.length) {
      skip += taken.length;
    } else {
      dayOffset += 1;
      skip = 0;
    }
  }
  return { items, next: { dayOffset, skip } };
}
