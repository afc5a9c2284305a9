import type { OpenOffer, Selection } from '../fixtures/population';
import type { LoadPlan } from './job';

/** One request of a load, and what to do with its answer. */
export interface Operation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  token?: string;
  body?: string;
  success: number;
  /** Called with the status and, when `wantsBody`, the parsed answer. */
  settle?: (status: number, body: unknown) => void;
  wantsBody?: boolean;
}

/** The next request of a worker, or null when the plan has nothing left to do. */
export type NextOperation = (worker: number) => Operation | null;

export interface PlanState {
  next: NextOperation;
  created: Array<{ id: string; maker: number; selection: Selection }>;
  used: Set<string>;
}

const COUNTERS: Record<Selection, Selection[]> = {
  home_win: ['draw', 'away_win'],
  away_win: ['home_win', 'draw'],
  draw: ['home_win', 'away_win'],
  'over_2.5': ['under_2.5'],
  'under_2.5': ['over_2.5'],
};
const SELECTIONS = Object.keys(COUNTERS) as Selection[];
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** Offers not yet known to be gone; removal swaps with the last, so picks stay O(1). */
export class OfferPool {
  private readonly offers: OpenOffer[];
  private readonly position = new Map<string, number>();

  constructor(offers: readonly OpenOffer[]) {
    this.offers = [...offers];
    this.offers.forEach((offer, index) => this.position.set(offer.id, index));
  }

  get size(): number {
    return this.offers.length;
  }

  /** A random offer among the first `window`, or null when none is left. */
  pick(window: number): OpenOffer | null {
    if (this.offers.length === 0) return null;
    return this.offers[Math.floor(Math.random() * Math.min(window, this.offers.length))];
  }

  /** The first offer, taken out of the pool. */
  shift(): OpenOffer | null {
    const first = this.offers[0];
    if (first) this.remove(first.id);
    return first ?? null;
  }

  remove(id: string): void {
    const index = this.position.get(id);
    if (index === undefined) return;
    const last = this.offers.pop()!;
    this.position.delete(id);
    if (last.id !== id) {
      this.offers[index] = last;
      this.position.set(last.id, index);
    }
  }
}

export function planState(plan: LoadPlan): PlanState {
  const state: PlanState = { next: () => null, created: [], used: new Set() };
  switch (plan.kind) {
    case 'get':
      state.next = () => ({ method: 'GET', path: plan.path, success: 200 });
      break;
    case 'create-offers': {
      let count = 0;
      state.next = (worker) => {
        const maker = worker % plan.bettors.length;
        const selection = SELECTIONS[count % SELECTIONS.length];
        const matchId = plan.matchIds[count++ % plan.matchIds.length];
        return {
          method: 'POST',
          path: '/api/p2p-betting/offers',
          token: plan.bettors[maker].token,
          body: JSON.stringify({ matchId, betAmount: '1.00', betSelection: selection }),
          success: 201,
          wantsBody: true,
          settle: (status, body) => {
            if (status === 201)
              state.created.push({ id: (body as { data: { id: string } }).data.id, maker, selection });
          },
        };
      };
      break;
    }
    case 'take-offers': {
      const pool = new OfferPool(plan.offers);
      state.next = (worker) => {
        const offer = pool.pick(plan.pickWindow);
        if (!offer) return null;
        return take(plan.bettors, offer, worker, (status) => {
          // Taken by this request or by another: either way no longer on the list.
          if (status === 201 || status === 409) {
            pool.remove(offer.id);
            state.used.add(offer.id);
          }
        });
      };
      break;
    }
    case 'take-each': {
      const pool = new OfferPool(plan.offers);
      state.next = (worker) => {
        const offer = pool.shift();
        if (!offer) return null;
        state.used.add(offer.id);
        return take(plan.bettors, offer, worker);
      };
      break;
    }
    case 'take-parts': {
      const pool = new OfferPool(plan.offers);
      state.next = (worker) => {
        const offer = pool.pick(plan.pickWindow);
        if (!offer) return null;
        return {
          method: 'POST',
          path: `/api/p2p-betting/exchange/offers/${offer.id}/take`,
          token: plan.bettors[takerOf(plan.bettors, offer, worker)].token,
          body: JSON.stringify({ amount: plan.partAmount }),
          success: 201,
          settle: (status) => {
            // A 409 says the offer has less left than a part (or nothing): it leaves the list.
            if (status === 409) {
              pool.remove(offer.id);
              state.used.add(offer.id);
            }
          },
        };
      };
      break;
    }
    case 'take-and-cancel': {
      const half = Math.floor(plan.offers.length / 2);
      const toTake = new OfferPool(plan.offers.slice(0, half));
      const toCancel = new OfferPool(plan.offers.slice(half));
      let count = 0;
      state.next = (worker) => {
        const cancel = count++ % 2 === 1;
        const offer = (cancel ? toCancel : toTake).shift();
        if (!offer) return null;
        state.used.add(offer.id);
        if (!cancel) return take(plan.bettors, offer, worker);
        return {
          method: 'DELETE',
          path: `/api/p2p-betting/offers/${offer.id}`,
          token: plan.bettors[offer.maker].token,
          success: 200,
        };
      };
      break;
    }
  }
  return state;
}

function take(
  bettors: ReadonlyArray<{ token: string }>,
  offer: OpenOffer,
  worker: number,
  settle?: (status: number) => void,
): Operation {
  return {
    method: 'POST',
    path: `/api/p2p-betting/offers/${offer.id}/match`,
    token: bettors[takerOf(bettors, offer, worker)].token,
    body: JSON.stringify({ counterSelection: pickOne(COUNTERS[offer.selection]) }),
    success: 201,
    settle,
  };
}

/** The worker's bettor, or the next one when the worker's made the offer. */
function takerOf(bettors: ReadonlyArray<unknown>, offer: OpenOffer, worker: number): number {
  const taker = worker % bettors.length;
  return taker === offer.maker ? (taker + 1) % bettors.length : taker;
}
