import type { PagingQueryDto } from '@p2p/service-kit';

export function pageOf(query: PagingQueryDto, defaultSize: number): { page: number; pageSize: number } {
  return { page: query.page ?? 1, pageSize: query.limit ?? defaultSize };
}
