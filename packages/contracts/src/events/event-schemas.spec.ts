import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { offerHoldKey } from '../escrow';
import { Money } from '../money';
import { AccessRevokedSchema } from './auth/access-revoked';
import { OfferCreatedSchema } from './betting/offer-created';
import { MatchFinishedSchema } from './football/match-finished';
import { BalanceChangedSchema } from './wallet/balance-changed';

/** The path of the first issue a payload is refused with; undefined when it is accepted. */
function refusedAt(schema: z.ZodType, payload: unknown): PropertyKey[] | undefined {
  const parsed = schema.safeParse(payload);
  return parsed.success ? undefined : parsed.error.issues[0].path;
}

function without<T extends object>(payload: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...payload };
  delete copy[key];
  return copy;
}

// Each payload as its producer writes it (betting's offer-events, football's match-integration-events,
// the wallet's ledger, auth's sessions service).
const offerCreated = {
  offerId: '0b7c1f52-5b0e-4a7e-9a39-2d1f0e6c8a11',
  userId: '6f1d9a2e-3c4b-4d5e-8f70-1a2b3c4d5e6f',
  matchId: 'c2a4e6f8-1b3d-4f5a-9c7e-0d2f4a6c8e0b',
  stake: Money.format(2500n),
  selection: 'over_2.5',
  createdAt: new Date('2025-05-01T12:30:00Z').toISOString(),
  visibility: 'public',
};

const matchFinished = {
  matchId: 'c2a4e6f8-1b3d-4f5a-9c7e-0d2f4a6c8e0b',
  result: 'home_win',
  score: { home: 2, away: 1 },
  finishedBy: {
    adminId: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    reason: 'Feed stuck at 88 minutes',
    previous: { status: 'Live', minute: 88, score: { home: 2, away: 1 } },
  },
};

const balanceChanged = {
  userId: '6f1d9a2e-3c4b-4d5e-8f70-1a2b3c4d5e6f',
  available: Money.format(97_500n),
  held: Money.format(2500n),
  reason: 'hold',
  ref: offerHoldKey(offerCreated.offerId),
};

const accessRevoked = {
  userId: '6f1d9a2e-3c4b-4d5e-8f70-1a2b3c4d5e6f',
  sessionIds: ['3d5f7a9c-2e4a-4c6e-8a0c-1e3a5c7e9a2c'],
  minTokenGeneration: 4,
  reason: 'role_changed',
};

describe('event payload schemas', () => {
  it('accept each payload as its producer writes it', () => {
    expect(refusedAt(OfferCreatedSchema, offerCreated)).toBeUndefined();
    expect(refusedAt(MatchFinishedSchema, matchFinished)).toBeUndefined();
    expect(refusedAt(BalanceChangedSchema, balanceChanged)).toBeUndefined();
    expect(refusedAt(AccessRevokedSchema, accessRevoked)).toBeUndefined();
  });

  it('accept the older forms without the optional fields, and fields a newer producer adds', () => {
    const { visibility: _visibility, ...beforePrivateOffers } = offerCreated;
    expect(refusedAt(OfferCreatedSchema, beforePrivateOffers)).toBeUndefined();
    expect(refusedAt(MatchFinishedSchema, without(matchFinished, 'finishedBy'))).toBeUndefined();
    expect(refusedAt(AccessRevokedSchema, without(accessRevoked, 'minTokenGeneration'))).toBeUndefined();
    expect(refusedAt(BalanceChangedSchema, { ...balanceChanged, currency: 'USD' })).toBeUndefined();
  });

  it('refuse a payload without a required field, naming it', () => {
    expect(refusedAt(OfferCreatedSchema, without(offerCreated, 'stake'))).toEqual(['stake']);
    expect(refusedAt(MatchFinishedSchema, without(matchFinished, 'score'))).toEqual(['score']);
    expect(refusedAt(BalanceChangedSchema, without(balanceChanged, 'held'))).toEqual(['held']);
    expect(refusedAt(AccessRevokedSchema, without(accessRevoked, 'sessionIds'))).toEqual(['sessionIds']);
  });

  it('refuse a field of the wrong type, naming its path', () => {
    expect(refusedAt(OfferCreatedSchema, { ...offerCreated, stake: 25 })).toEqual(['stake']);
    expect(refusedAt(OfferCreatedSchema, { ...offerCreated, selection: 'btts' })).toEqual(['selection']);
    expect(refusedAt(OfferCreatedSchema, { ...offerCreated, createdAt: 'yesterday' })).toEqual(['createdAt']);
    expect(
      refusedAt(MatchFinishedSchema, {
        ...matchFinished,
        finishedBy: {
          ...matchFinished.finishedBy,
          previous: { status: 'Live', minute: 88, score: { home: '2', away: 1 } },
        },
      }),
    ).toEqual(['finishedBy', 'previous', 'score', 'home']);
    expect(refusedAt(BalanceChangedSchema, { ...balanceChanged, available: '12.50 USD' })).toEqual([
      'available',
    ]);
    expect(refusedAt(AccessRevokedSchema, { ...accessRevoked, sessionIds: [''] })).toEqual(['sessionIds', 0]);
    expect(refusedAt(AccessRevokedSchema, { ...accessRevoked, minTokenGeneration: 1.5 })).toEqual([
      'minTokenGeneration',
    ]);
  });
});
