import type { AdminBet, AdminBetStatus, ExchangeBetTerms } from '@p2p/contracts/api';
import { otherSide, type ExchangeSide } from '@p2p/contracts/odds';
import type { BadgeTone } from '@p2p/ui';

type Selection = AdminBet['makerSelection'];
type Match = AdminBet['match'];
type Side = AdminBet['maker'];
export type Role = 'maker' | 'taker';

/** What an admin may rule (contracts' SETTLEMENT_RULINGS): the selection that came true in the bet's market, push or void. */
export type Ruling = Selection | 'push' | 'void';

const MARKETS: ReadonlyArray<readonly Selection[]> = [
  ['home_win', 'draw', 'away_win'],
  ['over_2.5', 'under_2.5'],
  ['btts_yes', 'btts_no'],
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
    case 'btts_yes':
      return 'Both teams to score';
    case 'btts_no':
      return 'Not both teams to score';
  }
}

export function sideName(side: Side): string {
  return side.username ?? side.id;
}

/** A part of an exchange offer's terms, or undefined on an even-money bet. */
export function exchangeOf(bet: AdminBet): ExchangeBetTerms | undefined {
  return bet.exchange;
}

/** Whether this side of a part of an exchange offer backed its selection or laid it. */
export function exchangeSide(exchange: ExchangeBetTerms, role: Role): ExchangeSide {
  return role === 'maker' ? exchange.makerSide : otherSide(exchange.makerSide);
}

export function backerAndLayer(bet: AdminBet, exchange: ExchangeBetTerms): { backer: Side; layer: Side } {
  return exchange.makerSide === 'back'
    ? { backer: bet.maker, layer: bet.taker }
    : { backer: bet.taker, layer: bet.maker };
}

/** "Arsenal win" on even money; "Backs Arsenal win" or "Lays Arsenal win" on the exchange. */
export function pickLabel(bet: AdminBet, role: Role): string {
  const selection = selectionLabel(role === 'maker' ? bet.makerSelection : bet.takerSelection, bet.match);
  const exchange = exchangeOf(bet);
  if (!exchange) return selection;
  return `${exchangeSide(exchange, role) === 'back' ? 'Backs' : 'Lays'} ${selection}`;
}

/** What a side put up: the one stake of an even-money bet; on the exchange its own, a layer's liability. */
export function stakeOf(bet: AdminBet, role: Role): string {
  const exchange = exchangeOf(bet);
  if (!exchange) return bet.stake;
  return role === 'maker' ? exchange.makerStake : exchange.takerStake;
}

/**
 * The rulings that make sense for a bet: each outcome of its market (betting refuses a selection of
 * another market), then push and void, which return both stakes. On the exchange the backer wins when
 * their selection came true and the layer when any other did.
 */
export function rulingsFor(bet: AdminBet): Array<{ value: Ruling; label: string }> {
  const market = MARKETS.find((outcomes) => outcomes.includes(bet.makerSelection)) ?? [];
  const exchange = exchangeOf(bet);
  const sides = exchange && backerAndLayer(bet, exchange);
  const winner = (selection: Selection) =>
    sides
      ? ` (${sideName(selection === bet.makerSelection ? sides.backer : sides.layer)} wins)`
      : selection === bet.makerSelection
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

/** Who a ruling pays: null for push and void, which return both stakes. */
export function rulingWinner(bet: AdminBet, ruling: Ruling): Side | null {
  if (ruling === 'push' || ruling === 'void') return null;
  const exchange = exchangeOf(bet);
  if (exchange) {
    const { backer, layer } = backerAndLayer(bet, exchange);
    return ruling === bet.makerSelection ? backer : layer;
  }
  if (ruling === bet.makerSelection) return bet.maker;
  if (ruling === bet.takerSelection) return bet.taker;
  return null;
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
