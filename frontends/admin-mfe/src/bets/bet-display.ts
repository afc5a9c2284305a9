import type { AdminBet, AdminBetStatus } from '@p2p/contracts/api';
import type { BadgeTone } from '@p2p/ui';

type Selection = AdminBet['makerSelection'];
type Match = AdminBet['match'];

/** What an admin may rule (betting's RULINGS): the selection that came true in the bet's market, push or void. */
export type Ruling = Selection | 'push' | 'void';

const MARKETS: ReadonlyArray<readonly Selection[]> = [
  ['home_win', 'draw', 'away_win'],
  ['over_2.5', 'under_2.5'],
];

export function matchLabel(match: Match): string {
  return `${match.homeTeam ?? 'Home'} vs ${match.awayTeam ?? 'Away'}`;
}

export function selectionLabel(selection: Selection, match: Match): string {
  switch (selection) {
    case 'home_win':
      return `${match.homeTeam ?? 'Home'} win`;
    case 'away_win':
      return `${match.awayTeam ?? 'Away'} win`;
    case 'draw':
      return 'Draw';
    case 'over_2.5':
      return 'Over 2.5 goals';
    case 'under_2.5':
      return 'Under 2.5 goals';
  }
}

export function sideName(side: AdminBet['maker']): string {
  return side.username ?? side.id;
}

/**
 * The rulings that make sense for a bet: each outcome of its market (betting refuses a selection of
 * another market), then push and void, which return both stakes.
 */
export function rulingsFor(bet: AdminBet): Array<{ value: Ruling; label: string }> {
  const market = MARKETS.find((outcomes) => outcomes.includes(bet.makerSelection)) ?? [];
  const winner = (selection: Selection) =>
    selection === bet.makerSelection
      ? ` (${sideName(bet.maker)} wins)`
      : selection === bet.takerSelection
        ? ` (${sideName(bet.taker)} wins)`
        : ' (push: neither side wins)';
  return [
    ...market.map((selection) => ({
      value: selection,
      label: `${selectionLabel(selection, bet.match)}${winner(selection)}`,
    })),
    { value: 'push', label: 'Push (both stakes returned)' },
    { value: 'void', label: 'Void (both stakes returned)' },
  ];
}

export function rulingLabel(ruling: Ruling, bet: AdminBet): string {
  return rulingsFor(bet).find((option) => option.value === ruling)?.label ?? ruling;
}

export const BET_STATUS: Record<AdminBetStatus, { label: string; tone: BadgeTone }> = {
  matched: { label: 'Matched', tone: 'info' },
  settled: { label: 'Settled', tone: 'success' },
  void: { label: 'Void', tone: 'neutral' },
};

/** How a closed bet ended, from the read model: who won, or why nobody did. */
export function outcomeText(bet: AdminBet): string | null {
  if (bet.status === 'matched') return null;
  if (bet.result === 'won') {
    const winner =
      bet.winnerId === bet.maker.id ? bet.maker : bet.winnerId === bet.taker.id ? bet.taker : null;
    return winner ? `Won by ${sideName(winner)}` : 'Won';
  }
  if (bet.result === 'push') return 'Push: stakes returned';
  return 'Void: stakes returned';
}
