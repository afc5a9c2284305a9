import { describe, expect, it } from '@jest/globals';
import type { MatchStatus } from '@p2p/contracts';
import { eventsOfChange, snapshotOf } from './match-integration-events';
import { Match } from './match.entity';
import { MatchTransitionError } from './match.errors';

const now = new Date('2026-03-14T15:00:00.000Z');

function aMatch(status: MatchStatus = 'Scheduled', overrides: Partial<Match> = {}): Match {
  return Object.assign(new Match(), {
    id: 'c0a80101-0000-4000-8000-000000000001',
    status,
    minute: status === 'Scheduled' ? 0 : 30,
    homeScore: 0,
    awayScore: 0,
    kickoffAt: now,
    featured: false,
    voidReason: null,
    updatedAt: now,
    ...overrides,
  });
}

describe(Match.name, () => {
  it('finishes with the given score at minute 90', () => {
    const match = aMatch('Live');

    match.finish(2, 1, now);

    expect(match).toMatchObject({ status: 'Finished', minute: 90, homeScore: 2, awayScore: 1 });
  });

  it('refuses any change once ended', () => {
    const match = aMatch('Finished');

    expect(() => match.finish(1, 0, now)).toThrow(new MatchTransitionError('Match is already finished'));
    expect(() => match.void('Postponed', 'Fog', now)).toThrow(MatchTransitionError);
    expect(() => match.reschedule(now, now)).toThrow('Only a scheduled match can be rescheduled');
  });

  it('is finished by hand only when simulated and not yet ended', () => {
    const simulated = aMatch('Half Time', { externalRef: 'demo:premier-league:2026-03-14:arsenal-chelsea' });
    const ofTheFeed = aMatch('Live', { externalRef: 'football-data:538311' });

    simulated.finishByHand(3, 3, now);

    expect(simulated).toMatchObject({ status: 'Finished', minute: 90, homeScore: 3, awayScore: 3 });
    expect(() => ofTheFeed.finishByHand(1, 0, now)).toThrow(
      new MatchTransitionError('Only a simulated match can be finished by hand'),
    );
    expect(() => aMatch('Postponed').finishByHand(1, 0, now)).toThrow('Match is already postponed');
  });

  it('postpones or cancels only a match that has not started, and abandons only one in play', () => {
    expect(() => aMatch('Live').void('Postponed', 'Fog', now)).toThrow(
      'Only a scheduled match can be postponed',
    );
    expect(() => aMatch('Scheduled').void('Abandoned', 'Fog', now)).toThrow(
      'Only a match in play can be abandoned',
    );

    const abandoned = aMatch('Half Time');
    abandoned.void('Abandoned', 'Floodlight failure', now);
    expect(abandoned).toMatchObject({ status: 'Abandoned', voidReason: 'Floodlight failure' });
  });

  it('never lets the clock go back', () => {
    const match = aMatch('Live', { minute: 50 });

    expect(() =>
      match.progress({ status: 'Live', minute: 49, homeScore: 0, awayScore: 0, events: [] }, now),
    ).toThrow('A match clock cannot go back');
  });
});

describe('eventsOfChange', () => {
  it('announces a score change as MatchUpdated only', () => {
    const match = aMatch('Live');
    const before = snapshotOf(match);
    match.homeScore = 1;

    expect(eventsOfChange(before, match).map((event) => event.type)).toEqual(['football.MatchUpdated']);
  });

  it('announces the end of a match once, with its result', () => {
    const match = aMatch('Live', { homeScore: 1, awayScore: 3 });
    const before = snapshotOf(match);
    match.finish(1, 3, now);

    const events = eventsOfChange(before, match);

    expect(events.map((event) => event.type)).toEqual(['football.MatchUpdated', 'football.MatchFinished']);
    expect(events[1].payload).toEqual({ matchId: match.id, result: 'away_win', score: { home: 1, away: 3 } });
  });

  it('names the admin who finished it by hand, with the match as it stood', () => {
    const match = aMatch('Live', { minute: 63, homeScore: 1 });
    const before = snapshotOf(match);
    match.finishByHand(1, 2, now);

    const [, finished] = eventsOfChange(before, match, { adminId: 'admin-1', reason: 'Demo' });

    expect(finished.payload).toEqual({
      matchId: match.id,
      result: 'away_win',
      score: { home: 1, away: 2 },
      finishedBy: {
        adminId: 'admin-1',
        reason: 'Demo',
        previous: { status: 'Live', minute: 63, score: { home: 1, away: 0 } },
      },
    });
  });

  it('announces a postponement as MatchVoided with its reason', () => {
    const match = aMatch('Scheduled');
    const before = snapshotOf(match);
    match.void('Postponed', 'Waterlogged pitch', now);

    const events = eventsOfChange(before, match);

    expect(events.map((event) => event.type)).toEqual(['football.MatchUpdated', 'football.MatchVoided']);
    expect(events[1].payload).toEqual({
      matchId: match.id,
      status: 'Postponed',
      reason: 'Waterlogged pitch',
    });
  });

  it('announces nothing when nothing followed moved', () => {
    const match = aMatch('Live');

    expect(eventsOfChange(snapshotOf(match), match)).toEqual([]);
  });
});
