import { normalizeSelection, selectionLabel, type BadgeTone } from '@p2p/ui';
import type { MatchStatus, OfferStatus, Selection, SideResult } from '../api/types';

export const MATCH_RESULT_SELECTIONS: readonly Selection[] = ['home_win', 'away_win', 'draw'];
export const TOTAL_GOALS_SELECTIONS: readonly Selection[] = ['over_2.5', 'under_2.5'];

// The screens of this remote import every selection rule from here; the labels are shared with the shell.
export { normalizeSelection, selectionLabel } from '@p2p/ui';

/** The short side names of the match buttons: Match (Home), Match (Away), Match (Draw). */
const SIDES: Record<Selection, string> = {
  home_win: 'Home',
  away_win: 'Away',
  draw: 'Draw',
  'over_2.5': 'Over 2.5',
  'under_2.5': 'Under 2.5',
  btts_yes: 'Both Score',
  btts_no: 'Not Both Score',
};

/** "Home Win (Arsenal)", "Draw", "Over 2.5 goals". */
export function selectionWithTeam(selection: string, match: { homeTeam: string; awayTeam: string }): string {
  const known = normalizeSelection(selection);
  if (known === 'home_win') return `Home Win (${match.homeTeam})`;
  if (known === 'away_win') return `Away Win (${match.awayTeam})`;
  if (known === 'over_2.5' || known === 'under_2.5') return `${selectionLabel(known)} goals`;
  return selectionLabel(selection);
}

export function matchButtonLabel(counter: Selection): string {
  return `Match (${SIDES[counter]})`;
}

/**
 * What a taker may pick against an offer (spec 01 section 5: one of the two other outcomes of a 1X2
 * offer; spec 02 section 9: the other side of an over/under offer). The betting service accepts
 * exactly these.
 */
const COUNTERS: Record<Selection, readonly Selection[]> = {
  home_win: ['away_win', 'draw'],
  away_win: ['home_win', 'draw'],
  draw: ['home_win', 'away_win'],
  'over_2.5': ['under_2.5'],
  'under_2.5': ['over_2.5'],
  btts_yes: ['btts_no'],
  btts_no: ['btts_yes'],
};

export function counterSelections(selection: string): readonly Selection[] {
  const known = normalizeSelection(selection);
  return known ? COUNTERS[known] : [];
}

/**
 * The one side of spec 02 section 9's table, for the single Bet Against button of the user-offers
 * screen: Home Win opposes Away Win, Away Win opposes Home Win, Draw opposes Home Win, Over 2.5
 * opposes Under 2.5 and vice versa.
 */
export function betAgainstSelection(selection: string): Selection | null {
  const known = normalizeSelection(selection);
  if (!known) return null;
  if (known === 'draw') return 'home_win';
  return COUNTERS[known][0];
}

export interface StatusBadge {
  tone: BadgeTone;
  text: string;
}

/**
 * Spec 01 section 4: open is green "Waiting for Match", matched is warning "In Progress", cancelled
 * is secondary, settled shows its result.
 */
export function offerStatusBadge(status: OfferStatus | string, result?: SideResult | null): StatusBadge {
  switch (status) {
    case 'open':
      return { tone: 'success', text: 'Waiting for Match' };
    case 'matched':
      return { tone: 'warning', text: 'In Progress' };
    case 'cancelled':
      return { tone: 'neutral', text: 'Cancelled' };
    case 'expired':
      return { tone: 'neutral', text: 'Expired' };
    case 'pending':
      return { tone: 'info', text: 'Pending' };
    case 'rejected':
      return { tone: 'danger', text: 'Rejected' };
    case 'void':
      return { tone: 'info', text: 'Void (Refunded)' };
    case 'settled':
      return resultBadge(result ?? null);
    default:
      return { tone: 'neutral', text: status };
  }
}

/** A settled bet: won, lost, or a push shown as Refunded. */
export function resultBadge(result: SideResult | null): StatusBadge {
  if (result === 'won') return { tone: 'success', text: 'Won' };
  if (result === 'lost') return { tone: 'danger', text: 'Lost' };
  if (result === 'push') return { tone: 'info', text: 'Refunded' };
  return { tone: 'info', text: 'Settled' };
}

export const NON_BETTABLE_STATUSES: readonly MatchStatus[] = [
  'Finished',
  'Cancelled',
  'Postponed',
  'Abandoned',
];

/** Betting closes 5 minutes before kick-off (spec 01 section 9), as the betting service enforces. */
export const BETTING_CLOSES_MS = 5 * 60_000;

/** Whether offers may be created or taken on the match now. */
export function isBettable(match: { status: string; startTime: string }, now: number = Date.now()): boolean {
  if ((NON_BETTABLE_STATUSES as readonly string[]).includes(match.status)) return false;
  const kickoff = Date.parse(match.startTime);
  return Number.isFinite(kickoff) && now < kickoff - BETTING_CLOSES_MS;
}

/** Why a match takes no bets, for the disabled buttons' hint. */
export function closedReason(match: { status: string; startTime: string }, now: number = Date.now()): string {
  if ((NON_BETTABLE_STATUSES as readonly string[]).includes(match.status))
    return `Match ${match.status.toLowerCase()}`;
  if (match.status === 'Live' || match.status === 'Half Time') return 'Match in play';
  return isBettable(match, now) ? '' : 'Betting closed';
}
