import { describe, expect, it } from '@jest/globals';
import { createEvent } from '../create-event';
import type { EventEnvelope } from '../envelope';
import { MalformedEventError, readEvent } from './read-event';

const offerCreated = () =>
  createEvent('betting.OfferCreated', 'offer-1', {
    offerId: 'offer-1',
    userId: 'user-1',
    matchId: 'match-1',
    stake: '25.00',
    selection: 'home_win',
    createdAt: new Date().toISOString(),
  });

/** What a wallet of the first version wrote: no stakes, each side half the pot. */
const betPaidOutV1 = (): EventEnvelope => ({
  id: '2f1e2a7c-4c1b-4a59-9a8e-5d0f8f2b9f10',
  type: 'wallet.BetPaidOut',
  version: 1,
  occurredAt: '2026-01-05T10:00:00.000Z',
  key: 'bet-1',
  payload: {
    betId: 'bet-1',
    winnerId: 'maker-1',
    pot: '50.00',
    commission: '1.00',
    makerId: 'maker-1',
    takerId: 'taker-1',
    result: 'won',
  },
});

describe('readEvent', () => {
  it('reads an event of the current version as its producer wrote it', () => {
    const event = offerCreated();

    expect(readEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
  });

  it('refuses a payload its schema refuses, naming the event and the field', () => {
    const event = { ...offerCreated(), payload: { ...offerCreated().payload, stake: 25 } };

    expect(() => readEvent(event)).toThrow(MalformedEventError);
    expect(() => readEvent(event)).toThrow(
      /betting\.OfferCreated v1: payload refused by its schema[\s\S]*stake/,
    );
  });

  it('refuses an unknown type, a version newer than it knows and a broken envelope', () => {
    expect(() => readEvent({ ...offerCreated(), type: 'betting.OfferTeleported' })).toThrow(
      'betting.OfferTeleported: not an event type of this platform',
    );
    expect(() => readEvent({ ...offerCreated(), version: 2 })).toThrow(
      'betting.OfferCreated v2: this reader knows versions up to 1',
    );
    expect(() => readEvent({ ...offerCreated(), id: '' })).toThrow(/Malformed envelope[\s\S]*id/);
  });

  it('lifts a BetPaidOut of version 1 to version 2: each side staked half the pot', () => {
    const read = readEvent(betPaidOutV1());

    expect(read.version).toBe(2);
    expect(read.payload).toEqual({
      betId: 'bet-1',
      winnerId: 'maker-1',
      pot: '50.00',
      commission: '1.00',
      makerStake: '25.00',
      takerStake: '25.00',
      makerId: 'maker-1',
      takerId: 'taker-1',
      result: 'won',
    });
  });

  it('checks an older version against its own schema before lifting it', () => {
    const broken = betPaidOutV1();
    broken.payload = { ...(broken.payload as object), pot: 'fifty' };

    expect(() => readEvent(broken)).toThrow(/wallet\.BetPaidOut v1: payload refused by its schema[\s\S]*pot/);
  });
});

describe('createEvent', () => {
  it("refuses a payload its type's schema refuses: the producer's bug never reaches the outbox", () => {
    expect(() =>
      createEvent('wallet.BalanceChanged', 'user-1', {
        userId: 'user-1',
        available: 'a lot',
        held: '0.00',
        reason: 'deposit',
        ref: 'deposit-1',
      }),
    ).toThrow(/wallet\.BalanceChanged v1: payload refused by its schema[\s\S]*available/);
  });

  it('writes the current version', () => {
    expect(offerCreated().version).toBe(1);
  });
});
