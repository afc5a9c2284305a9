import { Market, MarketSelection, MatchMarkets, MatchStatus, NON_BETTABLE_STATUSES } from '@p2p/contracts';
import { FULL_TIME_MINUTE, HALF_MINUTES } from '../simulation/match-timeline';
import { expectedGoals } from './goal-model';
import { fairProbabilities, MatchSituation, priceWithMargin } from './odds-model';

export interface PricedMatch {
  status: MatchStatus;
  minute: number;
  homeScore: number;
  awayScore: number;
  home: { name: string; rating: number };
  away: { name: string; rating: number };
}

/**
 * Prices every market of a match from the clubs' strengths and, once it has kicked off, from the
 * score and the time left. A finished or voided match keeps its opening prices, with no market open.
 */
export function priceMatch(match: PricedMatch, margin: number): MatchMarkets {
  const open = !NON_BETTABLE_STATUSES.includes(match.status);
  const p = fairProbabilities(expectedGoals(match.home.rating, match.away.rating), situationOf(match, open));
  const price = (probability: number) => priceWithMargin(probability, margin);
  const selection = (id: string, name: string, probability: number): MarketSelection => ({
    id,
    name,
    odds: price(probability),
    probability: Math.round(probability * 10_000) / 10_000,
  });
  const markets: Market[] = [
    {
      id: 'match_result',
      name: 'Match Result',
      category: 'Match Result',
      selections: [
        selection('home_win', match.home.name, p.home),
        selection('draw', 'Draw', p.draw),
        selection('away_win', match.away.name, p.away),
      ],
    },
    {
      id: 'total_goals_2_5',
      name: 'Over/Under 2.5 Goals',
      category: 'Goals',
      selections: [
        selection('over_2.5', 'Over 2.5', p.over25),
        selection('under_2.5', 'Under 2.5', p.under25),
      ],
    },
    {
      id: 'total_goals_1_5',
      name: 'Total Goals 1.5',
      category: 'Goals',
      selections: [
        selection('over_1.5', 'Over 1.5', p.over15),
        selection('under_1.5', 'Under 1.5', p.under15),
      ],
    },
    {
      id: 'both_teams_to_score',
      name: 'Both Teams to Score',
      category: 'Both Teams to Score',
      selections: [selection('btts_yes', 'Yes', p.bttsYes), selection('btts_no', 'No', p.bttsNo)],
    },
    {
      id: 'next_goal',
      name: 'Next Goal',
      category: 'Next Goal',
      selections: [
        selection('next_goal_home', match.home.name, p.nextGoalHome),
        selection('next_goal_away', match.away.name, p.nextGoalAway),
      ],
    },
  ];
  return {
    open,
    odds: {
      home: price(p.home),
      draw: price(p.draw),
      away: price(p.away),
      over25: price(p.over25),
      under25: price(p.under25),
      bttsYes: price(p.bttsYes),
      bttsNo: price(p.bttsNo),
    },
    nextGoalOdds: { home: price(p.nextGoalHome), away: price(p.nextGoalAway) },
    totalGoalsOdds: { over15: price(p.over15), under15: price(p.under15) },
    markets: open ? markets : [],
    totalMarkets: open ? markets.length : 0,
    marketCategories: open ? [...new Set(markets.map((market) => market.category))] : [],
  };
}

function situationOf(match: PricedMatch, open: boolean): MatchSituation {
  if (!open || match.status === 'Scheduled') return { homeScore: 0, awayScore: 0, remaining: 1 };
  const played = match.status === 'Half Time' ? HALF_MINUTES : match.minute;
  return {
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    remaining: (FULL_TIME_MINUTE - played) / FULL_TIME_MINUTE,
  };
}

/** How many markets a match open to betting offers (the dashboard's market count adds them up). */
export const MARKETS_PER_OPEN_MATCH = priceMatch(
  {
    status: 'Scheduled',
    minute: 0,
    homeScore: 0,
    awayScore: 0,
    home: { name: 'Home', rating: 50 },
    away: { name: 'Away', rating: 50 },
  },
  0,
).totalMarkets;
