import { describe, expect, it } from '@jest/globals';
import {
  betHoldKey,
  holdRefusalBody,
  HoldRefusals,
  holdOutcomeOf,
  offerHoldKey,
  parseHoldKey,
  placeHoldRequest,
} from './escrow';

describe('The escrow protocol', () => {
  it('builds and parses the hold keys', () => {
    expect(parseHoldKey(offerHoldKey('o-1'))).toEqual({ kind: 'offer', offerId: 'o-1' });
    expect(parseHoldKey(betHoldKey('b-1'))).toEqual({ kind: 'bet', betId: 'b-1' });
    expect(parseHoldKey('offer:')).toBeNull();
    expect(parseHoldKey('deposit:1')).toBeNull();
  });

  it('sends the amount in dollars', () => {
    expect(placeHoldRequest('bet:1', 'u', 1050n)).toEqual({ key: 'bet:1', userId: 'u', amount: '10.50' });
    expect(placeHoldRequest('part:1', 'u', 1050n, 'offer:1')).toEqual({
      key: 'part:1',
      userId: 'u',
      amount: '10.50',
      from: 'offer:1',
    });
  });

  it('reads every answer of a hold', () => {
    const hold = { key: 'k', userId: 'u', amount: '1.00', status: 'held' };
    expect(holdOutcomeOf(200, { success: true, data: hold })).toEqual({ outcome: 'held', hold });
    expect(holdOutcomeOf(422, { success: false, ...holdRefusalBody(HoldRefusals.insufficient) })).toEqual({
      outcome: 'refused-insufficient',
      message: 'Insufficient balance',
    });
    expect(holdOutcomeOf(409, { success: false, ...holdRefusalBody(HoldRefusals.released) })).toEqual({
      outcome: 'refused-released',
      message: 'Hold was already released',
    });
    expect(holdOutcomeOf(409, { success: false, ...holdRefusalBody(HoldRefusals.keyReused) })).toEqual({
      outcome: 'refused-conflict',
      message: 'Hold key reused with a different request',
    });
    expect(holdOutcomeOf(409, { success: false, ...holdRefusalBody(HoldRefusals.sourceShort) })).toEqual({
      outcome: 'refused-source',
      message: 'Not enough is held to take this part from',
    });
  });

  it('tells a refusal by its code, not its words', () => {
    const reworded = { success: false, code: HoldRefusals.insufficient.code, message: 'Not enough funds' };
    expect(holdOutcomeOf(422, reworded)).toEqual({
      outcome: 'refused-insufficient',
      message: 'Not enough funds',
    });
  });

  it.each([
    [200, { success: true }],
    [200, null],
    [401, { success: false, message: 'Internal token required' }],
    [503, { success: false }],
    // The words of a refusal without its code: a validation 422 or another 409 says nothing of the hold.
    [422, { success: false, message: 'Insufficient balance' }],
    [409, { success: false, message: HoldRefusals.released.message }],
    [409, { success: false, code: 'some_other_conflict', message: 'Conflict' }],
  ])('leaves the outcome of a hold answered %i %j unknown', (status, body) => {
    expect(holdOutcomeOf(status, body).outcome).toBe('unknown');
  });
});
