import type { AdminUser, AuditEntry, Page } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditQuery, type AuditFilters } from './audit-filters';

/** GET /api/admin/audit: newest first. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: async ({ signal }) =>
      (
        await api<Page<AuditEntry>>(`/api/admin/audit${auditQuery(filters)}`, {
          fallback: 'Failed to fetch the audit log',
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * The admins to filter by actor: today's admins (the list's largest page). A former admin's
 * actions are reached from an entry's "only this admin" instead.
 */
export function useAdmins() {
  return useQuery({
    queryKey: ['admin', 'admins'],
    queryFn: async ({ signal }) =>
      (
        await api<Page<AdminUser>>('/api/admin/users?role=admin&limit=100', {
          fallback: 'Failed to fetch admins',
          signal,
        })
      ).data.items,
  });
}
