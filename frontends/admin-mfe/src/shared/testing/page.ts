import type { Page } from '@p2p/contracts/api';

/** A page of a list as the admin service answers it: the items given, 20 a page, their count as total. */
export function aPage<T>(items: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { items, page: 1, limit: 20, total: items.length, ...overrides };
}
