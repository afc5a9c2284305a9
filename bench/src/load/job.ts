import type { OpenOffer, Selection } from '../fixtures/population';
import type { LatencySummary } from '../stats';

export interface LoadBettor {
  id: string;
  token: string;
}

/** What each request of a load does. */
export type LoadPlan =
  /** The same GET, again and again (the public list, the bare reference server). */
  | { kind: 'get'; path: string }
  /**
   * Takers take offers picked at random among the first `pickWindow` not yet known to be gone, as
   * people pick from the top of a list: two takers sometimes pick the same one and the later gets 409.
   */
  | { kind: 'take-offers'; bettors: LoadBettor[]; offers: OpenOffer[]; pickWindow: number }
  /** Each offer handed to one taker only, in order: every take is a match, never a race. */
  | { kind: 'take-each'; bettors: LoadBettor[]; offers: OpenOffer[] }
  /** Bettors in turn make $1 offers on the given matches. */
  | { kind: 'create-offers'; bettors: LoadBettor[]; matchIds: string[] }
  /** Alternately takes one offer and cancels another (by its maker): the events the lag scenario follows. */
  | { kind: 'take-and-cancel'; bettors: LoadBettor[]; offers: OpenOffer[] }
  /**
   * Takers take parts of `partAmount` of exchange offers picked at random among the first `pickWindow`
   * not yet known to be filled: several takers fill one offer, and sometimes race for its last part.
   */
  | {
      kind: 'take-parts';
      bettors: LoadBettor[];
      offers: OpenOffer[];
      pickWindow: number;
      partAmount: string;
    };

export interface LoadJob {
  baseUrl: string;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Open-loop pacing: at most this many requests a second across all connections. */
  ratePerSecond?: number;
  plan: LoadPlan;
}

export interface LoadResult {
  /** Length of the measured window (shorter than asked when the offers ran out). */
  windowMs: number;
  /** Requests that completed inside the window, and how they were answered ("201", "409 <message>"). */
  requests: number;
  outcomes: Record<string, number>;
  /** Answers of the kind the plan wants (201 for writes, 200 for reads). */
  successes: number;
  latency: LatencySummary;
  successLatency: LatencySummary;
  /** The generator's own CPU over the window, in cores. */
  cpu: number;
  /** The take plans ran out of offers before the window ended. */
  exhausted: boolean;
  /** create-offers: every offer made (warm-up included), for the scenarios that take offers. */
  created: Array<{ id: string; maker: number; selection: Selection }>;
  /** take plans: offers now taken, cancelled or otherwise gone. */
  used: string[];
}

/** A result without its id lists, for the report. */
export function loadSummary(result: LoadResult): Omit<LoadResult, 'created' | 'used'> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { created, used, ...summary } = result;
  return summary;
}
