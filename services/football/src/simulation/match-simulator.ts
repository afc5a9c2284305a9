import type { MatchStatus } from '@p2p/contracts';
import { ExpectedGoals } from '../odds/goal-model';
import { FULL_TIME_MINUTE, statusOfPhase, timelineAt } from './match-timeline';
import { samplePoisson } from './poisson';
import { pickWeighted, Random, RandomSource } from './random';

export type Side = 'home' | 'away';
export type MatchEventType = 'goal' | 'yellow_card' | 'red_card';

export interface SimulatedEvent {
  minute: number;
  type: MatchEventType;
  side: Side;
  player: string;
}

/** Per-side rates per match of the top European leagues: about 2 bookings and 0.07 sendings-off. */
const YELLOW_CARDS_PER_MATCH = 1.9;
const RED_CARDS_PER_MATCH = 0.07;
/** Of the voided matches, this share is postponed at kick-off; the rest are abandoned during play. */
const POSTPONED_SHARE_OF_VOIDS = 0.75;

const POSTPONEMENT_REASONS = ['Waterlogged pitch', 'Frozen pitch', 'Heavy fog', 'Advice of the local police'];
const ABANDONMENT_REASONS = ['Floodlight failure', 'Severe weather', 'Crowd disturbance', 'Unplayable pitch'];

/**
 * The demo feed has no squads, so players are named by shirt number; strikers and wingers score
 * most, as they do.
 */
const SCORER_SHIRTS: ReadonlyArray<readonly [number, number]> = [
  [9, 8],
  [10, 5],
  [7, 5],
  [11, 5],
  [8, 3],
  [17, 2],
  [19, 2],
  [14, 2],
  [6, 1],
  [4, 1],
  [5, 1],
  [3, 1],
  [2, 1],
];
const OUTFIELD_SHIRTS: ReadonlyArray<readonly [number, number]> = [
  2, 3, 4, 5, 6, 7, 8, 10, 11, 14, 15, 17, 18, 19, 20, 22, 23,
].map((shirt) => [shirt, shirt === 4 || shirt === 5 || shirt === 6 ? 2 : 1] as const);

const playerName = (shirt: number) => `No. ${shirt}`;

/** Goals and cards of one minute: each a Poisson process with its per-minute rate. */
export function simulateMinute(random: Random, minute: number, expected: ExpectedGoals): SimulatedEvent[] {
  const events: SimulatedEvent[] = [];
  for (const side of ['home', 'away'] as const) {
    const goals = samplePoisson(random, expected[side] / FULL_TIME_MINUTE);
    const yellows = samplePoisson(random, YELLOW_CARDS_PER_MATCH / FULL_TIME_MINUTE);
    const reds = samplePoisson(random, RED_CARDS_PER_MATCH / FULL_TIME_MINUTE);
    const add = (type: MatchEventType, count: number, shirts: ReadonlyArray<readonly [number, number]>) => {
      for (let index = 0; index < count; index++) {
        events.push({ minute, type, side, player: playerName(pickWeighted(random, shirts)) });
      }
    };
    add('goal', goals, SCORER_SHIRTS);
    add('yellow_card', yellows, OUTFIELD_SHIRTS);
    add('red_card', reds, OUTFIELD_SHIRTS);
  }
  return events;
}

export interface SimulatedState {
  status: MatchStatus;
  minute: number;
  homeScore: number;
  awayScore: number;
  kickoffAt: Date;
}

export interface SimulationSettings {
  /** Match minutes per real minute. */
  speed: number;
  /** Share of matches postponed at kick-off or abandoned during play. */
  voidRate: number;
}

export interface Progression {
  status: MatchStatus;
  minute: number;
  homeScore: number;
  awayScore: number;
  events: SimulatedEvent[];
  /** Set when the match was postponed or abandoned. */
  voidReason?: string;
}

const TERMINAL: readonly MatchStatus[] = ['Finished', 'Cancelled', 'Postponed', 'Abandoned'];

/**
 * Where a match's simulation stands at `now`: kicks it off (or postpones it), plays every minute
 * not yet played, and takes it through half time to full time. Returns null when nothing changed.
 * Each decision reads its own named random stream, so replaying from any earlier state gives the
 * same match.
 */
export function progressMatch(input: {
  matchId: string;
  state: SimulatedState;
  expected: ExpectedGoals;
  now: Date;
  settings: SimulationSettings;
  random: RandomSource;
}): Progression | null {
  const { matchId, state, expected, settings, random } = input;
  if (TERMINAL.includes(state.status)) return null;
  const target = timelineAt(state.kickoffAt, input.now, settings.speed);
  if (target.phase === 'pre_match') return null;

  const next: Progression = { ...state, events: [] };
  if (state.status === 'Scheduled') {
    const kickOff = random.stream(matchId, 'kick-off');
    if (kickOff.next() < settings.voidRate * POSTPONED_SHARE_OF_VOIDS) {
      return { ...next, status: 'Postponed', voidReason: pick(kickOff, POSTPONEMENT_REASONS) };
    }
    next.status = 'Live';
  }
  const abandonHazard = perMinuteHazard(abandonedShareOfPlayed(settings.voidRate));
  for (let minute = state.minute + 1; minute <= target.minute; minute++) {
    const minuteRandom = random.stream(matchId, 'minute', minute);
    next.minute = minute;
    if (minuteRandom.next() < abandonHazard) {
      return { ...next, status: 'Abandoned', voidReason: pick(minuteRandom, ABANDONMENT_REASONS) };
    }
    for (const event of simulateMinute(minuteRandom, minute, expected)) {
      next.events.push(event);
      if (event.type === 'goal' && event.side === 'home') next.homeScore++;
      if (event.type === 'goal' && event.side === 'away') next.awayScore++;
    }
  }
  next.status = statusOfPhase(target.phase);
  const unchanged = next.status === state.status && next.minute === state.minute;
  return unchanged ? null : next;
}

/** Of the matches that kick off, the share to abandon so that `voidRate` of all matches are voided. */
function abandonedShareOfPlayed(voidRate: number): number {
  const postponed = voidRate * POSTPONED_SHARE_OF_VOIDS;
  return postponed >= 1 ? 0 : (voidRate - postponed) / (1 - postponed);
}

/** The per-minute probability that makes `share` of matches end early over 90 minutes. */
function perMinuteHazard(share: number): number {
  if (share <= 0) return 0;
  if (share >= 1) return 1;
  return 1 - Math.pow(1 - share, 1 / FULL_TIME_MINUTE);
}

function pick(random: Random, choices: readonly string[]): string {
  return choices[Math.floor(random.next() * choices.length)];
}
