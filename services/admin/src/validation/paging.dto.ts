import type { Page } from '@p2p/contracts/api';
import type { PagingQueryDto } from '@p2p/service-kit';

/** Spec 02's admin user list; every admin list pages the same way. */
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: PagingQueryDto): PageRequest {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

export function pageOf<T>(items: T[], request: PageRequest, total: number): Page<T> {
  return { items, page: request.page, limit: request.limit, total };
}
