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
}

/** The two sides, the offer's maker (user A) first, as the escrow trail lists them. */
export function betSides(bet: Pick<PeerBet, 'userA' | 'userB'>, viewerId: string | undefined): BetSideView[] {
  const view = (role: BetSideView['role'], side: BetSide): BetSideView => ({
    role,
    who: side.id === viewerId ? 'You' : `@${side.username}`,
    name: side.name,
    selection: side.selection,
  });
  return [view('maker', bet.userA), view('taker', bet.userB)];
}

/** "2 – 1", or null before the match has a score. */
export function scoreLine(score: PeerBet['match']['score']): string | null {
  return score ? `${score.home} – ${score.away}` : null;
}
