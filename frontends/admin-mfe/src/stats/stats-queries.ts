import type { AdminStats } from '@p2p/contracts/api';
import { api } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';

export const statsKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats: the platform's figures and their last 30 days. */
export function useStats() {
  return useQuery({
    queryKey: statsKey,
    queryFn: async ({ signal }) =>
      (await api<AdminStats>('/api/admin/stats', { fallback: 'Failed to fetch system stats', signal })).data,
  });
}
