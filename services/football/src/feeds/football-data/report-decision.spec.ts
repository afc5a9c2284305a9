import { describe, expect, it } from '@jest/globals';
import type { FeedReport } from './football-data.mapping';
import { decide, estimatedMinute, MatchState } from './report-decision';

const KICKOFF = new Date('2026-03-14T17:30:00Z');
const at = (minutesAfterKickoff: number) => new Date(KICKOFF.getTime() + minutesAfterKickoff * 60_000);
const VOID_AFTER_MS = 120 * 60_000;

const scheduled: MatchState = {
  status: 'Scheduled',
  minute: 0,
  homeScore: 0,
  awayScore: 0,
  kickoffAt: KICKOFF,
  suspendedAt: null,
};
const live = (minute: number, home = 0, away = 0): MatchState => ({
  ...scheduled,
  status: 'Live',
  minute,
  homeScore: home,
  awayScore: away,
});
const report = (
  status: FeedReport['status'],
  score: [number, number] | null = null,
  kickoffAt = KICKOFF,
): FeedReport => ({
  fdId: 538311,
  status,
  kickoffAt,
  minute: null,
  score: score && { home: score[0], away: score[1] },
  lastUpdated: null,
});

describe("The feed's report, decided against our match", () => {
  it('leaves a scheduled match alone, and moves its kick-off when the feed does', () => {
    const later = new Date('2026-03-14T20:00:00Z');

    expect(decide(scheduled, report('TIMED'), at(-60), VOID_AFTER_MS)).toEqual([]);
    expect(decide(scheduled, report('TIMED', null, later), at(-60), VOID_AFTER_MS)).toEqual([
      { kind: 'reschedule', kickoffAt: later },
    ]);
  });

  it('kicks off, runs the minute from the kick-off, takes the half-time break and resumes', () => {
    expect(decide(scheduled, report('IN_PLAY', [1, 0]), at(28.5), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 29, home: 1, away: 0 },
    ]);
    expect(decide(live(45, 1, 0), report('PAUSED', [1, 0]), at(48), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Half Time', minute: 45, home: 1, away: 0 },
    ]);
    const halfTime: MatchState = { ...live(45, 1, 0), status: 'Half Time' };
    expect(decide(halfTime, report('IN_PLAY', [1, 1]), at(65.2), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 51, home: 1, away: 1 },
    ]);
  });

  it('takes the minute the feed gives, and never runs the clock back', () => {
    expect(decide(live(30), { ...report('IN_PLAY', [0, 0]), minute: 33 }, at(31), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 33, home: 0, away: 0 },
    ]);
    expect(decide(live(40), report('IN_PLAY', [0, 0]), at(31), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 40, home: 0, away: 0 },
    ]);
  });

  it('holds 90 through extra time and penalties, on the score after 90 minutes', () => {
    expect(decide(live(90, 1, 1), report('EXTRA_TIME', [1, 1]), at(115), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 90, home: 1, away: 1 },
    ]);
    expect(decide(live(90, 1, 1), report('PAUSED', [1, 1]), at(112), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 90, home: 1, away: 1 },
    ]);
  });

  it('finishes with the feed score, from play or straight from scheduled (a result missed)', () => {
    expect(decide(live(90, 1, 0), report('FINISHED', [2, 1]), at(115), VOID_AFTER_MS)).toEqual([
      { kind: 'finish', home: 2, away: 1 },
    ]);
    expect(decide(scheduled, report('FINISHED', [0, 0]), at(300), VOID_AFTER_MS)).toEqual([
      { kind: 'finish', home: 0, away: 0 },
    ]);
    expect(decide(live(90), report('FINISHED', null), at(115), VOID_AFTER_MS)).toEqual([]);
  });

  it('never finishes twice: the same result again is nothing, another one a discrepancy for admins', () => {
    const finished: MatchState = { ...live(90, 2, 1), status: 'Finished' };

    expect(decide(finished, report('FINISHED', [2, 1]), at(200), VOID_AFTER_MS)).toEqual([]);
    expect(decide(finished, report('FINISHED', [2, 2]), at(200), VOID_AFTER_MS)).toEqual([
      { kind: 'discrepancy' },
    ]);
    expect(decide(finished, report('AWARDED', [3, 0]), at(900), VOID_AFTER_MS)).toEqual([
      { kind: 'discrepancy' },
    ]);
    expect(decide(finished, report('IN_PLAY', [2, 1]), at(200), VOID_AFTER_MS)).toEqual([]);
  });

  it('voids a postponed or cancelled match as the simulator does: before kick-off or abandoned in play', () => {
    expect(decide(scheduled, report('POSTPONED'), at(-600), VOID_AFTER_MS)).toEqual([
      { kind: 'void', status: 'Postponed', reason: 'Postponed' },
    ]);
    expect(decide(scheduled, report('CANCELLED'), at(-600), VOID_AFTER_MS)).toEqual([
      { kind: 'void', status: 'Cancelled', reason: 'Cancelled' },
    ]);
    expect(decide(live(60), report('CANCELLED', [1, 0]), at(70), VOID_AFTER_MS)).toEqual([
      { kind: 'void', status: 'Abandoned', reason: 'Cancelled during play' },
    ]);
    expect(decide(scheduled, report('AWARDED', [3, 0]), at(60), VOID_AFTER_MS)).toEqual([
      { kind: 'void', status: 'Cancelled', reason: 'Not played: result awarded by the competition' },
    ]);
  });

  it('keeps a suspended match in play until the configured time, then abandons it', () => {
    const suspendedAt = at(60);
    expect(decide(live(55, 1, 0), report('SUSPENDED', [1, 0]), suspendedAt, VOID_AFTER_MS)).toEqual([
      { kind: 'suspend' },
    ]);
    const suspended: MatchState = { ...live(55, 1, 0), suspendedAt };
    expect(decide(suspended, report('SUSPENDED', [1, 0]), at(60 + 119), VOID_AFTER_MS)).toEqual([]);
    expect(decide(suspended, report('SUSPENDED', [1, 0]), at(60 + 120), VOID_AFTER_MS)).toEqual([
      { kind: 'void', status: 'Abandoned', reason: 'Suspended and not resumed within 120 minutes' },
    ]);
    expect(decide(suspended, report('IN_PLAY', [1, 0]), at(90), VOID_AFTER_MS)).toEqual([
      { kind: 'play', status: 'Live', minute: 76, home: 1, away: 0 },
    ]);
  });

  it('records a result for a match it had voided, without reviving it', () => {
    const postponed: MatchState = { ...scheduled, status: 'Postponed' };

    expect(decide(postponed, report('FINISHED', [1, 0]), at(200), VOID_AFTER_MS)).toEqual([
      { kind: 'discrepancy' },
    ]);
    expect(decide(postponed, report('TIMED'), at(200), VOID_AFTER_MS)).toEqual([]);
  });

  it('estimates the minute without the feed: 45 through the break, 90 at most', () => {
    expect(
      [0, 10.2, 44.9, 50, 59.9, 60, 104, 130].map((minutes) => estimatedMinute(KICKOFF, at(minutes))),
    ).toEqual([1, 11, 45, 45, 45, 46, 90, 90]);
  });
});
