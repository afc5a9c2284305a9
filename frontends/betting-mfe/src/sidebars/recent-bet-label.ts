import type { BadgeTone } from '@p2p/ui';
import { Money } from '@p2p/contracts/money';
import type { HistoryEntry } from '../shared/api/types';

/** Spec 01 section 9: the right sidebar shows the latest 5 bets. */
export const RECENT_BETS = 5;

const LABELS: Record<string, { text: string; tone: BadgeTone }> = {
  open: { text: 'Open', tone: 'success' },
  matched: { text: 'Active', tone: 'warning' },
  active: { text: 'Active', tone: 'warning' },
  cancelled: { text: 'Cancelled', tone: 'neutral' },
  expired: { text: 'Expired', tone: 'neutral' },
  pending: { text: 'Pending', tone: 'info' },
  void: { text: 'Refunded', tone: 'info' },
};

/**
 * Spec 01 section 4, right sidebar labels: open Open, matched Active, settled Settled (won when the
 * payout exceeds the stake, else lost), cancelled Cancelled, expired Expired, pending Pending.
 * A void bet gave both stakes back: Refunded, as the history shows a push.
 */
export function recentBetLabel(entry: Pick<HistoryEntry, 'status' | 'stake' | 'payout'>): {
  text: string;
  tone: BadgeTone;
  outcome?: 'won' | 'lost';
} {
  if (entry.status === 'settled') {
    const won = entry.payout !== null && Money.roundToCents(entry.payout) > Money.roundToCents(entry.stake);
    return won
      ? { text: 'Settled · Won', tone: 'success', outcome: 'won' }
      : { text: 'Settled · Lost', tone: 'danger', outcome: 'lost' };
  }
  return LABELS[entry.status] ?? { text: entry.status, tone: 'neutral' };
}
