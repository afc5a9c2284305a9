import { describe, expect, it } from '@jest/globals';
import type { LeagueMatch } from '../../shared/api/types';
import { bestOdds, canBetOn, filterMatches, sortMatches } from './league-matches';

function match(id: string, startTime: string, status: LeagueMatch['status'] = 'Scheduled'): LeagueMatch {
  return {
    id,
    match_date: startTime.slice(0, 10),
    match_time: startTime.slice(11, 16),
    match_live: status === 'Live' || status === 'Half Time' ? '1' : '0',
    match_status: status,
    homeTeam: { name: `${id} home`, logo: '', score: null },
    awayTeam: { name: `${id} away`, logo: '', score: null },
    competition: { name: 'Premier League' },
    league_name: 'Premier League',
    startTime,
    status,
  };
}

const live = match('live', '2026-03-14T11:00:00Z', 'Live');
const soon = match('soon', '2026-03-14T15:00:00Z');
const later = match('later', '2026-03-15T15:00:00Z');
const done = match('done', '2026-03-13T15:00:00Z', 'Finished');
const all = [later, done, soon, live];

describe('league matches', () => {
  it('filters live and upcoming matches', () => {
    expect(filterMatches(all, 'live').map((m) => m.id)).toEqual(['live']);
    expect(filterMatches(all, 'upcoming').map((m) => m.id)).toEqual(['later', 'soon']);
    expect(filterMatches(all, 'all')).toHaveLength(4);
  });

  it('sorts by kick-off', () => {
    expect(sortMatches(all, 'date').map((m) => m.id)).toEqual(['done', 'live', 'soon', 'later']);
  });

  it('sorts by open offers, then kick-off, unknown counts last', () => {
    const offers = new Map([
      ['later', 4],
      ['soon', 4],
      ['live', 1],
    ]);
    expect(sortMatches(all, 'popular', { offers }).map((m) => m.id)).toEqual([
      'soon',
      'later',
      'live',
      'done',
    ]);
  });

  it('sorts by the best match-result price', () => {
    const odds = new Map<string, number | null>([
      ['soon', bestOdds({ home: 1.5, draw: 4.2, away: 6.8 })],
      ['later', bestOdds({ home: 2.4, draw: 3.1, away: 2.9 })],
    ]);
    expect(sortMatches(all, 'best_odds', { odds }).map((m) => m.id)).toEqual([
      'soon',
      'later',
      'done',
      'live',
    ]);
    expect(bestOdds(undefined)).toBeNull();
  });

  it('takes bets only on matches still open for betting', () => {
    const now = Date.parse('2026-03-14T12:00:00Z');
    expect(canBetOn(soon, now)).toBe(true);
    expect(canBetOn(live, now)).toBe(false);
    expect(canBetOn(done, now)).toBe(false);
    expect(canBetOn({ status: 'Postponed', startTime: '2026-03-20T12:00:00Z' }, now)).toBe(false);
    expect(canBetOn({ status: 'Scheduled', startTime: '2026-03-14T12:04:00Z' }, now)).toBe(false);
  });
});
