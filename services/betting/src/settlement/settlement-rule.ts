import type { MatchFinished, Selection } from '@p2p/contracts';
import { marketOf } from '../offers/selection';

/** Whether a selection came true. */
export type Happened = (selection: Selection) => boolean;

/** A full-time result: 1X2 from football's result, over/under 2.5 from the total goals, both to score from each side's. */
export function fromFinalScore(final: Pick<MatchFinished, 'result' | 'score'>): Happened {
  const goals = final.score.home + final.score.away;
  return (selection) => {
    switch (selection) {
      case 'over_2.5':
        return goals >= 3;
      case 'under_2.5':
        return goals <= 2;
      case 'btts_yes':
        return final.score.home > 0 && final.score.away > 0;
      case 'btts_no':
        return final.score.home === 0 || final.score.away === 0;
      default:
        return selection === final.result;
    }
  };
}

/** An admin's ruling names the selection that came true, in the bet's own market. */
export function fromRuling(outcome: Selection): Happened {
  return (selection) => marketOf(selection) === marketOf(outcome) && selection === outcome;
}

export interface BetSides {
  makerId: string;
  makerSelection: Selection;
  takerId: string;
  takerSelection: Selection;
}

export type Decision = { result: 'won'; winnerId: string } | { result: 'push'; winnerId: null };

/**
 * The side whose selection came true wins both stakes. When neither did (home win against away win,
 * and a draw) nobody wins and both stakes go back: a push. Valid counter-selections exclude each
 * other, so both coming true cannot happen; if it ever did, refunding is the only fair answer.
 */
export function decide(bet: BetSides, happened: Happened): Decision {
  const makerWon = happened(bet.makerSelection);
  const takerWon = happened(bet.takerSelection);
  if (makerWon && !takerWon) return { result: 'won', winnerId: bet.makerId };
  if (takerWon && !makerWon) return { result: 'won', winnerId: bet.takerId };
  return { result: 'push', winnerId: null };
}

/** A part of an exchange offer: both sides name one selection, and `makerSide` says who backed it. */
export interface ExchangeBetSides {
  makerId: string;
  takerId: string;
  makerSelection: Selection;
  makerSide: 'back' | 'lay';
}

/** The backer wins when their selection came true, the layer when it did not: an exchange bet is never a push by the score. */
export function decideExchange(bet: ExchangeBetSides, happened: Happened): Decision {
  const [backer, layer] = bet.makerSide === 'back' ? [bet.makerId, bet.takerId] : [bet.takerId, bet.makerId];
  return { result: 'won', winnerId: happened(bet.makerSelection) ? backer : layer };
}
