import type { HistoryEntry, Selection } from '@p2p/contracts/api';
import { Money } from '@p2p/contracts/money';
import type { BadgeTone } from '../components/Badge';

// Here rather than in the betting remote: the shell's profile lists the same bets, and a second
// copy of these words would drift from the one the betting screens show.

const SELECTIONS: Record<Selection, string> = {
  home_win: 'Home Win',
  away_win: 'Away Win',
  draw: 'Draw',
  'over_2.5': 'Over 2.5',
  'under_2.5': 'Under 2.5',
  btts_yes: 'Both Score: Yes',
  btts_no: 'Both Score: No',
};

/** Spec 02 section 3 lists `home` and `away` among the selection values: the same outcomes. */
export function normalizeSelection(value: string | null | undefined): Selection | null {
  if (value === 'home') return 'home_win';
  if (value === 'away') return 'away_win';
  return value && value in SELECTIONS ? (value as Selection) : null;
}

/** "Home Win", "Draw", "Over 2.5"; an unknown value as it came. */
export function selectionLabel(selection: string): string {
  const known = normalizeSelection(selection);
  return known ? SELECTIONS[known] : selection;
}

const RECENT_STATUSES: Record<string, { text: string; tone: BadgeTone }> = {
  open: { text: 'Open', tone: 'success' },
  matched: { text: 'Active', tone: 'warning' },
  active: { text: 'Active', tone: 'warning' },
  cancelled: { text: 'Cancelled', tone: 'neutral' },
  expired: { text: 'Expired', tone: 'neutral' },
  pending: { text: 'Pending', tone: 'info' },
  void: { text: 'Refunded', tone: 'info' },
};

/**
 * A bet-history entry in a short list of recent bets (the right sidebar, the profile's Recent
 * Activity). Spec 01 section 4, right sidebar labels: open Open, matched Active, settled Settled
 * (won when the payout exceeds the stake, else lost), cancelled Cancelled, expired Expired, pending
 * Pending. A void bet gave both stakes back: Refunded, as the history shows a push.
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
  return RECENT_STATUSES[entry.status] ?? { text: entry.status, tone: 'neutral' };
}
