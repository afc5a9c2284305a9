import type { EscrowStep, EscrowTrail, EscrowTrailRow } from '@p2p/contracts/api';
import { api, ApiError } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';
import { bettingKeys } from '../../shared/api/query-keys';

const TRAIL_FAILED = 'Failed to load the escrow trail. Please try again.';

/**
 * One bet's escrow trail from the wallet (`GET /api/wallet/bets/{betId}/escrow`). Keyed under the
 * history, so what reloads the history (a settlement's push) reloads the trail too.
 */
export function useEscrowTrail(betId: string) {
  return useQuery({
    queryKey: [...bettingKeys.history, 'escrow', betId] as const,
    queryFn: async ({ signal }) =>
      (
        await api<EscrowTrail>(`/api/wallet/bets/${encodeURIComponent(betId)}/escrow`, {
          fallback: TRAIL_FAILED,
          signal,
        })
      ).data,
    // The wallet learns a bet from betting's events: a just-matched bet may not be there yet.
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const STEP_LABELS: Record<EscrowStep, string> = {
  held: 'Held',
  captured: 'Captured',
  paid: 'Paid to winner',
  commission: 'Commission',
  refunded: 'Refunded',
  released: 'Released',
};

/** "You" for the viewer, else the side's @username (its role when the wallet has no name for it). */
export function whoOf(row: EscrowTrailRow, trail: EscrowTrail, viewerId: string | undefined): string {
  if (row.userId === viewerId) return 'You';
  const side = trail.sides.find((candidate) => candidate.userId === row.userId);
  if (side?.username) return `@${side.username}`;
  return side?.role === 'maker' ? 'Maker' : 'Taker';
}

/** The first block of the ledger transaction's id: enough to quote it to support. */
export const shortTransactionId = (id: string): string => id.split('-')[0] ?? id;
