import type { AdminUser } from '@p2p/contracts/api';
import { queryString } from '../shared/query-string';

/** Spec 02's admin user list: 20 a page. */
export const USERS_PAGE_SIZE = 20;

export interface UserFilters {
  /** Part of a username, email or name. */
  search: string;
  role: AdminUser['role'] | '';
  status: AdminUser['status'] | '';
  page: number;
}

export const NO_USER_FILTERS: UserFilters = { search: '', role: '', status: '', page: 1 };

export function usersQuery(filters: UserFilters): string {
  return queryString({
    search: filters.search.trim(),
    role: filters.role,
    status: filters.status,
    page: filters.page,
    limit: USERS_PAGE_SIZE,
  });
}

export function hasUserFilters(filters: UserFilters): boolean {
  return filters.search.trim() !== '' || filters.role !== '' || filters.status !== '';
}
