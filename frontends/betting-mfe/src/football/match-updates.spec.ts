import { describe, expect, it } from '@jest/globals';
import { aLiveMatch, aMatch } from '../testing/match-factory';
import { applyMatchUpdate, changesLists, patchDashboard, patchMatchList } from './match-updates';

describe('applyMatchUpdate', () => {
  it('moves the clock, the progress and the score of a match in play', () => {
    const match = aLiveMatch(30, 0, 0);

    const updated = applyMatchUpdate(match, {
      matchId: match.id,
      status: 'Live',
      minute: 45,
      homeScore: 1,
      awayScore: 0,
    });

    expect(updated.minute).toBe(45);
    expect(updated.progress).toBe(50);
    expect([updated.homeTeam.score, updated.awayTeam.score]).toEqual([1, 0]);
  });

  it('ends a match with the final score when the push has no minute', () => {
    const match = aLiveMatch(80, 1, 1);

    const finished = applyMatchUpdate(match, {
      matchId: match.id,
      status: 'Finished',
      homeScore: 3,
      awayScore: 1,
    });

    expect(finished).toMatchObject({ status: 'Finished', isLive: false, minute: 90, progress: 100 });
    expect([finished.homeTeam.score, finished.awayTeam.score]).toEqual([3, 1]);
  });

  it('shows 0-0 at kick-off and keeps the score of a void without one', () => {
    const scheduled = aMatch();
    const kickedOff = applyMatchUpdate(scheduled, { matchId: scheduled.id, status: 'Live', minute: 1 });
    expect([kickedOff.homeTeam.score, kickedOff.awayTeam.score]).toEqual([0, 0]);

    const live = aLiveMatch(60, 2, 1);
    const abandoned = applyMatchUpdate(live, { matchId: live.id, status: 'Abandoned' });
    expect([abandoned.homeTeam.score, abandoned.awayTeam.score]).toEqual([2, 1]);
  });

  it('leaves other matches alone', () => {
    const match = aLiveMatch(30, 0, 0);

    expect(applyMatchUpdate(match, { matchId: 'other', status: 'Finished' })).toBe(match);
  });
});

describe('patchMatchList', () => {
  it('returns the same list when the match is not on it, so nothing re-renders', () => {
    const list = [aLiveMatch(10, 0, 0)];

    expect(patchMatchList(list, { matchId: 'other', status: 'Live', minute: 11 })).toBe(list);
  });
});

describe('patchDashboard', () => {
  it('updates the spotlight and the lists that show the match', () => {
    const match = aLiveMatch(20, 0, 0);
    const data = {
      stats: { liveMatchesCount: 1, totalMarketsCount: 5, upcomingTodayCount: 0 },
      spotlightMatch: match,
      featuredMatches: [match],
      liveMatches: [match],
      trendingBets: [],
      leagueStats: [],
      feed: { provider: 'demo' as const, simulated: true },
    };

    const patched = patchDashboard(data, {
      matchId: match.id,
      status: 'Live',
      minute: 21,
      homeScore: 1,
      awayScore: 0,
    });

    expect(patched?.spotlightMatch?.homeTeam.score).toBe(1);
    expect(patched?.liveMatches[0].minute).toBe(21);
    expect(patched?.featuredMatches[0].minute).toBe(21);
  });
});

describe('changesLists', () => {
  it('is true for a new match or a change of status, false for a tick of the clock', () => {
    const match = aLiveMatch(20, 0, 0);

    expect(changesLists(undefined, { matchId: 'new', status: 'Live' })).toBe(true);
    expect(changesLists(match, { matchId: match.id, status: 'Half Time' })).toBe(true);
    expect(changesLists(match, { matchId: match.id, status: 'Live', minute: 21 })).toBe(false);
  });
});
