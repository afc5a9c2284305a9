import type { MatchStatus, Selection } from '../shared/api/types';
import { isBettable } from '../shared/offers/selections';

/** The markets a selection can come from: the spotlight's and the live page's buttons. */
export type SlipMarket = 'match_result' | 'total_goals_2_5' | 'total_goals_1_5' | 'next_goal' | 'btts';

export type SlipPick = 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes';

export interface SlipSelection {
  matchId: string;
  homeTeam: string;
  awayTeam: string;
  league: string;
  startTime: string;
  status: MatchStatus;
  market: SlipMarket;
  pick: SlipPick;
  /** Decimal odds shown when it was picked; for information, peer-to-peer has no house odds. */
  odds: number;
}

export const SLIP_REQUIREMENT = 'Please add selections and enter stake amount';

const MARKET_NAMES: Record<SlipMarket, string> = {
  match_result: 'Match Result',
  total_goals_2_5: 'Total Goals 2.5',
  total_goals_1_5: 'Total Goals 1.5',
  next_goal: 'Next Goal',
  btts: 'Both Teams to Score',
};

export const marketName = (market: SlipMarket) => MARKET_NAMES[market];

export const selectionKey = (selection: Pick<SlipSelection, 'matchId' | 'market' | 'pick'>) =>
  `${selection.matchId}:${selection.market}:${selection.pick}`;

/** "Arsenal", "Draw", "Over 1.5", "Yes". */
export function pickLabel(
  selection: Pick<SlipSelection, 'pick' | 'market' | 'homeTeam' | 'awayTeam'>,
): string {
  switch (selection.pick) {
    case 'home':
      return selection.homeTeam;
    case 'away':
      return selection.awayTeam;
    case 'draw':
      return 'Draw';
    case 'yes':
      return 'Yes';
    default: {
      const line = selection.market === 'total_goals_2_5' ? '2.5' : '1.5';
      return `${selection.pick === 'over' ? 'Over' : 'Under'} ${line}`;
    }
  }
}

/**
 * Picking a selection again removes it; another pick in the same market of the same match replaces
 * the first, since both cannot win.
 */
export function toggleSelection(slip: readonly SlipSelection[], next: SlipSelection): SlipSelection[] {
  const key = selectionKey(next);
  if (slip.some((selection) => selectionKey(selection) === key))
    return slip.filter((selection) => selectionKey(selection) !== key);
  const others = slip.filter(
    (selection) => !(selection.matchId === next.matchId && selection.market === next.market),
  );
  return [...others, next];
}

/**
 * The peer-to-peer selection a slip line can be offered as: only the markets the betting service
 * settles (1X2 and over/under 2.5). Next Goal, Total Goals 1.5 and Both Teams to Score have none.
 */
export function offerSelectionOf(selection: Pick<SlipSelection, 'market' | 'pick'>): Selection | null {
  if (selection.market === 'match_result') {
    if (selection.pick === 'home') return 'home_win';
    if (selection.pick === 'away') return 'away_win';
    if (selection.pick === 'draw') return 'draw';
  }
  if (selection.market === 'total_goals_2_5') {
    if (selection.pick === 'over') return 'over_2.5';
    if (selection.pick === 'under') return 'under_2.5';
  }
  return null;
}

export type SlipLineState = 'offerable' | 'closed' | 'information';

/** Whether a line can become an offer now, could have but its match closed, or is for information. */
export function slipLineState(selection: SlipSelection, now: number = Date.now()): SlipLineState {
  if (!offerSelectionOf(selection)) return 'information';
  return isBettable(selection, now) ? 'offerable' : 'closed';
}

/** Spec 01 section 5: the slip needs a stake and at least one selection. */
export function slipError(slip: readonly SlipSelection[], stake: string): string | null {
  const amount = Number(stake);
  if (slip.length === 0 || stake.trim() === '' || !Number.isFinite(amount) || amount <= 0)
    return SLIP_REQUIREMENT;
  return null;
}

/** The first line that can become an offer, or null when every line is for information only. */
export function nextOfferable(
  slip: readonly SlipSelection[],
  now: number = Date.now(),
): SlipSelection | null {
  return slip.find((selection) => slipLineState(selection, now) === 'offerable') ?? null;
}
