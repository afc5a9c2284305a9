import { describe, expect, it } from '@jest/globals';
import { expectedGoals } from '../odds/goal-model';
import { MINUTE_MS } from './time';
import { progressMatch, SimulatedState, simulateMinute } from './match-simulator';
import { mulberry32, RandomSource, seededRandomSource } from './random';

const kickoffAt = new Date('2026-03-14T15:00:00.000Z');
const at = (minutes: number) => new Date(kickoffAt.getTime() + minutes * MINUTE_MS);
const scheduled: SimulatedState = { status: 'Scheduled', minute: 0, homeScore: 0, awayScore: 0, kickoffAt };
const even = expectedGoals(80, 80);
const noVoids = { speed: 1, voidRate: 0 };

/** A source whose named streams always draw `value`: forces a decision either way. */
const constantSource = (value: number): RandomSource => ({ stream: () => ({ next: () => value }) });

function play(
  now: Date,
  state = scheduled,
  random: RandomSource = seededRandomSource(1),
  settings = noVoids,
) {
  return progressMatch({ matchId: 'm-1', state, expected: even, now, settings, random });
}

describe('progressMatch (the live clock)', () => {
  it('leaves a match alone before its kick-off', () => {
    expect(play(at(-1))).toBeNull();
  });

  it('kicks a match off at its kick-off time', () => {
    const next = play(at(0));

    expect(next).toMatchObject({ status: 'Live', minute: 1 });
  });

  it('goes to half time after 45 minutes, with every first-half minute played', () => {
    const next = play(at(50));

    expect(next).toMatchObject({ status: 'Half Time', minute: 45 });
    expect(next?.events.every((event) => event.minute >= 1 && event.minute <= 45)).toBe(true);
  });

  it('finishes at full time with the score its goals make', () => {
    const next = play(at(106));

    expect(next?.status).toBe('Finished');
    expect(next?.minute).toBe(90);
    const goals = (side: string) => next?.events.filter((e) => e.type === 'goal' && e.side === side).length;
    expect(next?.homeScore).toBe(goals('home'));
    expect(next?.awayScore).toBe(goals('away'));
  });

  it('plays the same match whether ticked every minute or caught up at once', () => {
    let state: SimulatedState = scheduled;
    const events = [];
    for (let minute = 0; minute <= 106; minute++) {
      const next = play(at(minute), state);
      if (!next) continue;
      events.push(...next.events);
      state = {
        ...state,
        status: next.status,
        minute: next.minute,
        homeScore: next.homeScore,
        awayScore: next.awayScore,
      };
    }
    const atOnce = play(at(106));

    expect(state).toMatchObject({
      status: 'Finished',
      homeScore: atOnce?.homeScore,
      awayScore: atOnce?.awayScore,
    });
    expect(events).toEqual(atOnce?.events);
  });

  it('reports no change when the minute and the status are the same', () => {
    const live: SimulatedState = { ...scheduled, status: 'Live', minute: 31 };

    expect(play(at(30.5), live)).toBeNull();
  });

  it('ignores a match that has ended', () => {
    expect(play(at(200), { ...scheduled, status: 'Finished', minute: 90 })).toBeNull();
    expect(play(at(200), { ...scheduled, status: 'Postponed' })).toBeNull();
  });

  it('postpones a match at kick-off when the void draw falls within the void rate', () => {
    const next = play(at(0), scheduled, constantSource(0), { speed: 1, voidRate: 0.02 });

    expect(next).toMatchObject({ status: 'Postponed', minute: 0, homeScore: 0, awayScore: 0, events: [] });
    expect(next?.voidReason).toEqual(expect.any(String));
  });

  it('never voids a match when the void rate is zero', () => {
    expect(play(at(106), scheduled, constantSource(0), noVoids)?.status).toBe('Finished');
  });

  it('abandons a match in play when every match must be voided and it was not postponed', () => {
    const source: RandomSource = {
      stream: (...keys) => (keys[1] === 'kick-off' ? { next: () => 0.99 } : { next: () => 0 }),
    };

    const next = play(at(30), scheduled, source, { speed: 1, voidRate: 1 });

    expect(next).toMatchObject({ status: 'Abandoned', minute: 1 });
  });

  it('voids about the configured share of matches', () => {
    const outcomes = Array.from({ length: 1000 }, (_, index) =>
      progressMatch({
        matchId: `m-${index}`,
        state: scheduled,
        expected: even,
        now: at(106),
        settings: { speed: 1, voidRate: 0.2 },
        random: seededRandomSource(77),
      }),
    );
    const voided = outcomes.filter(
      (next) => next?.status === 'Postponed' || next?.status === 'Abandoned',
    ).length;

    expect(voided / outcomes.length).toBeGreaterThan(0.16);
    expect(voided / outcomes.length).toBeLessThan(0.24);
  });
});

describe('simulateMinute', () => {
  it('scores at the rates of the Poisson model over many matches', () => {
    const expected = expectedGoals(88, 70);
    let home = 0;
    let away = 0;
    const matches = 3000;
    for (let match = 0; match < matches; match++) {
      const random = mulberry32(match);
      for (let minute = 1; minute <= 90; minute++) {
        for (const event of simulateMinute(random, minute, expected)) {
          if (event.type === 'goal' && event.side === 'home') home++;
          if (event.type === 'goal' && event.side === 'away') away++;
        }
      }
    }

    expect(home / matches).toBeCloseTo(expected.home, 1);
    expect(away / matches).toBeCloseTo(expected.away, 1);
  });

  it('names each event with its minute, side and a player', () => {
    const random = mulberry32(4);
    const events = Array.from({ length: 90 }, (_, index) => simulateMinute(random, index + 1, even)).flat();

    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(['goal', 'yellow_card', 'red_card']).toContain(event.type);
      expect(['home', 'away']).toContain(event.side);
      expect(event.player).toMatch(/^No\. \d+$/);
    }
  });
});
