import type { BetOffer, CreatedOffer } from '../shared/api/types';
import { ALICE } from './render';

let sequence = 0;

/** An open public offer by Alice on Arsenal vs Chelsea, kicking off in two hours unless told otherwise. */
export function anOffer(overrides: Partial<BetOffer> = {}): BetOffer {
  sequence += 1;
  const start = new Date(Date.now() + 2 * 3_600_000).toISOString();
  return {
    id: `offer-${sequence}`,
    matchId: 'm-1',
    betAmount: '25.00',
    selection: 'home_win',
    betSelection: 'home_win',
    description: null,
    status: 'open',
    createdAt: new Date().toISOString(),
    isMatched: false,
    betId: null,
    user: { id: ALICE.id, username: ALICE.username, name: ALICE.name },
    opponent: null,
    odds: null,
    visibility: 'public',
    privateTo: null,
    match: {
      id: 'm-1',
      homeTeam: 'Arsenal',
      awayTeam: 'Chelsea',
      homeTeamShortName: 'ARS',
      awayTeamShortName: 'CHE',
      homeTeamLogo: '',
      awayTeamLogo: '',
      league: 'Premier League',
      leagueId: 'premier-league',
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      startTime: start,
      status: 'Scheduled',
      competition: { name: 'Premier League', logo: '' },
      score: null,
    },
    ...overrides,
  };
}

/** The answer to creating `offer`: a link offer carries its link. */
export function aCreatedOffer(offer: BetOffer, token = 'secret-token'): CreatedOffer {
  return {
    ...offer,
    link: offer.visibility === 'link' ? { offerId: offer.id, token, path: `/offer-link/${token}` } : null,
  };
}
