import { Money } from '@p2p/contracts/money';
import type { BetSide, PeerBet, Selection } from '../../shared/api/types';
import type { StatusBadge } from '../../shared/offers/selections';

/** How the bet stands for whoever is looking: the badge and one sentence saying what it meant. */
export interface BetOutcome extends StatusBadge {
  detail: string;
}

/**
 * In progress until settled; then won, lost or a push for a side of it (betting's `currentUser`);
 * a void bet refunds both sides whoever looks. An admin who is neither side sees only that it settled.
 */
export function betOutcome(bet: Pick<PeerBet, 'status' | 'currentUser'>): BetOutcome {
  if (bet.status === 'matched')
    return {
      tone: 'warning',
      text: 'In Progress',
      detail: 'Both stakes are held until the match is settled.',
    };
  if (bet.status === 'void')
    return {
      tone: 'info',
      text: 'Void (Refunded)',
      detail: 'The bet was voided: both stakes were refunded in full.',
    };
  switch (bet.currentUser?.result) {
    case 'won':
      return { tone: 'success', text: 'Won', detail: 'You won: the pot, less the fee, was paid to you.' };
    case 'lost':
      return { tone: 'danger', text: 'Lost', detail: 'You lost: your stake went to the winner.' };
    case 'push':
      return {
        tone: 'info',
        text: 'Push (Refunded)',
        detail: 'Neither side won: both stakes were refunded in full.',
      };
    default:
      return { tone: 'info', text: 'Settled', detail: 'The escrow trail below shows who was paid.' };
  }
}

export interface BetSideView {
  role: 'maker' | 'taker';
  /** "You" for the viewer, else the side's @username. */
  who: string;
  name: string;
  selection: Selection;
  /** What the side holds: the even-money stake; on the exchange the backer's stake or the layer's liability. */
  stake: string;
  /** On the exchange, whether the side backed or laid the selection they share. */
  exchangeSide?: 'back' | 'lay';
}

/** The two sides, the offer's maker (user A) first, as the escrow trail lists them. */
export function betSides(
  bet: Pick<PeerBet, 'userA' | 'userB' | 'betAmount' | 'exchange'>,
  viewerId: string | undefined,
): BetSideView[] {
  const terms = bet.exchange;
  const view = (role: BetSideView['role'], side: BetSide): BetSideView => {
    const own = {
      role,
      who: side.id === viewerId ? 'You' : `@${side.username}`,
      name: side.name,
      selection: side.selection,
    };
    if (!terms) return { ...own, stake: bet.betAmount };
    const maker = role === 'maker';
    return {
      ...own,
      stake: maker ? terms.makerStake : terms.takerStake,
      exchangeSide: maker === (terms.makerSide === 'back') ? 'back' : 'lay',
    };
  };
  return [view('maker', bet.userA), view('taker', bet.userB)];
}

/** Both holds, which the winner is paid less the commission: twice the stake on even money. */
export function potOf(bet: Pick<PeerBet, 'betAmount' | 'exchange'>): string {
  if (!bet.exchange) return Money.format(Money.roundToCents(bet.betAmount) * 2n);
  return Money.format(
    Money.roundToCents(bet.exchange.makerStake) + Money.roundToCents(bet.exchange.takerStake),
  );
}

/** "2 – 1", or null before the match has a score. */
export function scoreLine(score: PeerBet['match']['score']): string | null {
  return score ? `${score.home} – ${score.away}` : null;
}
