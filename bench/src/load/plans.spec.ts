import { describe, expect, it } from '@jest/globals';
import type { OpenOffer } from '../fixtures/population';
import { OfferPool, planState } from './plans';

const offers = (count: number): OpenOffer[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `offer-${index}`,
    maker: index % 2,
    selection: 'home_win',
  }));
const bettors = [
  { id: 'maker-0', token: 't0' },
  { id: 'maker-1', token: 't1' },
];

describe(OfferPool.name, () => {
  it('picks only among the first offers of its window, and never a removed one', () => {
    const pool = new OfferPool(offers(10));

    for (let draw = 0; draw < 50; draw++) expect(Number(pool.pick(3)!.id.split('-')[1])).toBeLessThan(3);
    pool.remove('offer-1');
    pool.remove('offer-1');

    expect(pool.size).toBe(9);
    const seen = new Set(Array.from({ length: 500 }, () => pool.pick(100)!.id));
    expect(seen.has('offer-1')).toBe(false);
    expect(seen.size).toBe(9);
  });

  it('answers null once empty', () => {
    const pool = new OfferPool(offers(1));

    expect(pool.shift()?.id).toBe('offer-0');
    expect(pool.pick(10)).toBeNull();
    expect(pool.shift()).toBeNull();
  });
});

describe(planState.name, () => {
  it('never lets a maker take their own offer, and counters the selection', () => {
    const state = planState({ kind: 'take-offers', bettors, offers: offers(1), pickWindow: 1 });

    const operation = state.next(0)!;

    expect(operation.path).toBe('/api/p2p-betting/offers/offer-0/match');
    expect(operation.token).toBe('t1');
    expect(['draw', 'away_win']).toContain(JSON.parse(operation.body!).counterSelection);
  });

  it('forgets an offer once it is taken or gone, and stops when none is left', () => {
    const state = planState({ kind: 'take-offers', bettors, offers: offers(2), pickWindow: 2 });

    state.next(0)!.settle!(201, null);
    state.next(1)!.settle!(409, null);

    expect(state.next(0)).toBeNull();
    expect(state.used.size).toBe(2);
  });

  it('keeps an offer whose take failed for another reason', () => {
    const state = planState({ kind: 'take-offers', bettors, offers: offers(1), pickWindow: 1 });

    state.next(0)!.settle!(503, null);

    expect(state.next(0)?.path).toBe('/api/p2p-betting/offers/offer-0/match');
  });

  it('takes parts of one offer again and again until a take hears there is not enough left', () => {
    const state = planState({
      kind: 'take-parts',
      bettors,
      offers: offers(1),
      pickWindow: 1,
      partAmount: '1.00',
    });

    const first = state.next(0)!;
    first.settle!(201, null);
    const second = state.next(1)!;

    expect(first.path).toBe('/api/p2p-betting/exchange/offers/offer-0/take');
    expect(first.token).toBe('t1');
    expect(JSON.parse(first.body!)).toEqual({ amount: '1.00' });
    expect(second.path).toBe(first.path);
    second.settle!(409, null);
    expect(state.next(0)).toBeNull();
    expect(state.used.size).toBe(1);
  });

  it('hands each offer to one taker only, in order, while its take is still in flight', () => {
    const state = planState({ kind: 'take-each', bettors, offers: offers(2) });

    const paths = [state.next(0)?.path, state.next(1)?.path, state.next(0)];

    expect(paths).toEqual([
      '/api/p2p-betting/offers/offer-0/match',
      '/api/p2p-betting/offers/offer-1/match',
      null,
    ]);
    expect(state.used.size).toBe(2);
  });

  it('alternates takes and cancels by the maker', () => {
    const state = planState({ kind: 'take-and-cancel', bettors, offers: offers(4) });

    const [take, cancel] = [state.next(0)!, state.next(0)!];

    expect(take.method).toBe('POST');
    expect(cancel).toMatchObject({ method: 'DELETE', path: '/api/p2p-betting/offers/offer-2', token: 't0' });
  });

  it('records the offers it creates with their maker', () => {
    const state = planState({ kind: 'create-offers', bettors, matchIds: ['m1'] });

    const operation = state.next(1)!;
    operation.settle!(201, { data: { id: 'new-offer' } });

    expect(JSON.parse(operation.body!)).toMatchObject({ matchId: 'm1', betAmount: '1.00' });
    expect(state.created).toEqual([{ id: 'new-offer', maker: 1, selection: 'home_win' }]);
  });
});
