import { api, useSession } from '@p2p/web-session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type BreakKind = 'time-out' | 'self-exclusion';

/** The break in force, as auth answers GET /api/auth/exclusion; `endsAt` null: permanent. */
export interface BreakInForce {
  kind: BreakKind;
  duration: string;
  startedAt: string;
  endsAt: string | null;
}

export const BREAK_LOAD_FAILED = 'Failed to load your break from betting';

export const breakKeys = {
  current: (userId: string | undefined) => ['auth', userId, 'exclusion'] as const,
};

export function useBreakInForce() {
  const { user, isAuthenticated } = useSession();
  return useQuery({
    queryKey: breakKeys.current(user?.id),
    queryFn: async ({ signal }) =>
      (await api<BreakInForce | null>('/api/auth/exclusion', { fallback: BREAK_LOAD_FAILED, signal })).data,
    enabled: isAuthenticated,
  });
}

/** POST /api/auth/exclusion: answers auth's message, which says until when and what it closes. */
export function useTakeBreak() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: async (request: { kind: BreakKind; duration: string; password?: string }) => {
      const answer = await api<BreakInForce>('/api/auth/exclusion', {
        method: 'POST',
        body: request,
        fallback: 'Failed to start your break',
      });
      return { taken: answer.data, message: answer.message ?? 'Your break has started' };
    },
    onSuccess: ({ taken }) => client.setQueryData(breakKeys.current(user?.id), taken),
  });
}
