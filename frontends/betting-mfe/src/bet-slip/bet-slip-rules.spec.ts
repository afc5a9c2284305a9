import { describe, expect, it } from '@jest/globals';
import {
  nextOfferable,
  offerSelectionOf,
  pickLabel,
  SLIP_REQUIREMENT,
  slipError,
  slipLineState,
  toggleSelection,
  type SlipSelection,
} from './bet-slip-rules';

const NOW = Date.parse('2026-03-14T12:00:00Z');

function aSelection(overrides: Partial<SlipSelection> = {}): SlipSelection {
  return {
    matchId: 'm1',
    homeTeam: 'Arsenal',
    awayTeam: 'Chelsea',
    league: 'Premier League',
    startTime: '2026-03-14T15:00:00Z',
    status: 'Scheduled',
    market: 'match_result',
    pick: 'home',
    odds: 2.1,
    ...overrides,
  };
}

describe('slipError', () => {
  it('needs at least one selection and a stake', () => {
    expect(slipError([], '10')).toBe(SLIP_REQUIREMENT);
    expect(slipError([aSelection()], '')).toBe(SLIP_REQUIREMENT);
    expect(slipError([aSelection()], '   ')).toBe(SLIP_REQUIREMENT);
  });

  it('refuses a stake of zero or less, or one that is not a number', () => {
    expect(slipError([aSelection()], '0')).toBe(SLIP_REQUIREMENT);
    expect(slipError([aSelection()], '-5')).toBe(SLIP_REQUIREMENT);
    expect(slipError([aSelection()], 'ten')).toBe(SLIP_REQUIREMENT);
  });

  it('accepts selections with a positive stake', () => {
    expect(slipError([aSelection()], '25')).toBeNull();
  });
});

describe('toggleSelection', () => {
  it('adds a selection, and removes it when picked again', () => {
    const home = aSelection();

    const added = toggleSelection([], home);
    expect(added).toEqual([home]);
    expect(toggleSelection(added, { ...home })).toEqual([]);
  });

  it('replaces another pick in the same market of the same match', () => {
    const home = aSelection({ pick: 'home' });
    const draw = aSelection({ pick: 'draw' });
    const otherMatch = aSelection({ matchId: 'm2' });
    const nextGoal = aSelection({ market: 'next_goal', pick: 'away' });

    const slip = toggleSelection(toggleSelection(toggleSelection([home], otherMatch), nextGoal), draw);

    expect(slip).toEqual([otherMatch, nextGoal, draw]);
  });
});

describe('offerSelectionOf', () => {
  it('turns Match Result and Total Goals 2.5 into the selections betting settles', () => {
    expect(offerSelectionOf({ market: 'match_result', pick: 'home' })).toBe('home_win');
    expect(offerSelectionOf({ market: 'match_result', pick: 'draw' })).toBe('draw');
    expect(offerSelectionOf({ market: 'match_result', pick: 'away' })).toBe('away_win');
    expect(offerSelectionOf({ market: 'total_goals_2_5', pick: 'over' })).toBe('over_2.5');
    expect(offerSelectionOf({ market: 'total_goals_2_5', pick: 'under' })).toBe('under_2.5');
  });

  it('has no peer-to-peer market for Next Goal, Total Goals 1.5 or Both Teams to Score', () => {
    expect(offerSelectionOf({ market: 'next_goal', pick: 'home' })).toBeNull();
    expect(offerSelectionOf({ market: 'total_goals_1_5', pick: 'over' })).toBeNull();
    expect(offerSelectionOf({ market: 'btts', pick: 'yes' })).toBeNull();
  });
});

describe('slipLineState', () => {
  it('offers a 1X2 or 2.5 selection until 5 minutes before kick-off', () => {
    expect(slipLineState(aSelection({ startTime: '2026-03-14T12:06:00Z' }), NOW)).toBe('offerable');
    expect(slipLineState(aSelection({ startTime: '2026-03-14T12:04:00Z' }), NOW)).toBe('closed');
  });

  it('shows a match in play or ended as closed', () => {
    expect(slipLineState(aSelection({ status: 'Live', startTime: '2026-03-14T11:30:00Z' }), NOW)).toBe(
      'closed',
    );
    expect(slipLineState(aSelection({ status: 'Postponed' }), NOW)).toBe('closed');
  });

  it('shows the other markets for information', () => {
    expect(slipLineState(aSelection({ market: 'btts', pick: 'yes' }), NOW)).toBe('information');
  });
});

describe('nextOfferable', () => {
  it('picks the first line that can become an offer', () => {
    const info = aSelection({ market: 'next_goal' });
    const closed = aSelection({ matchId: 'm2', status: 'Live', startTime: '2026-03-14T11:30:00Z' });
    const open = aSelection({ matchId: 'm3', market: 'total_goals_2_5', pick: 'under' });

    expect(nextOfferable([info, closed, open], NOW)).toBe(open);
    expect(nextOfferable([info, closed], NOW)).toBeNull();
  });
});

describe('pickLabel', () => {
  it('names the team, the draw or the goal line', () => {
    expect(pickLabel(aSelection({ pick: 'away' }))).toBe('Chelsea');
    expect(pickLabel(aSelection({ pick: 'draw' }))).toBe('Draw');
    expect(pickLabel(aSelection({ market: 'total_goals_1_5', pick: 'over' }))).toBe('Over 1.5');
    expect(pickLabel(aSelection({ market: 'total_goals_2_5', pick: 'under' }))).toBe('Under 2.5');
  });
});
