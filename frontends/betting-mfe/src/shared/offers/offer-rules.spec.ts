import { describe, expect, it } from '@jest/globals';
import { ApiError, AUTHENTICATION_REQUIRED } from '@p2p/web-session';
import { offerFailure } from './offer-errors';
import { createOfferSchema, toDollars } from './offer-schema';

describe('offerFailure (spec 01 section 8)', () => {
  it('opens the Insufficient Balance modal', () => {
    expect(offerFailure('create', new ApiError('Insufficient balance', 409)).kind).toBe(
      'insufficient-balance',
    );
  });

  it('alerts the amount range for an invalid amount', () => {
    const failure = offerFailure('create', new ApiError('Maximum bet amount is $1000', 400));
    expect(failure).toMatchObject({ kind: 'alert', title: 'Invalid bet amount', reload: false });
  });

  it('alerts and reloads an offer that is gone or expired', () => {
    expect(offerFailure('match', new ApiError('Bet offer is no longer available', 409))).toMatchObject({
      kind: 'alert',
      title: 'Bet Offer Unavailable',
      reload: true,
    });
    expect(offerFailure('match', new ApiError('Bet offer has expired', 409))).toMatchObject({
      kind: 'alert',
      title: 'Bet Offer Expired',
      reload: true,
    });
  });

  it("alerts a refusal by the user's own limits or break, with the way to them", () => {
    const limit = new ApiError('This stake would pass your daily stake limit of $50.00', 422, {
      success: false,
      message: 'This stake would pass your daily stake limit of $50.00',
      kind: 'stake-day',
      period: 'day',
    });
    expect(offerFailure('create', limit)).toEqual({
      kind: 'alert',
      title: 'Limit reached',
      message: 'This stake would pass your daily stake limit of $50.00',
      reload: false,
      protection: true,
    });
    const message = 'You are on a time-out until 2026-11-28 10:00 UTC: no betting until then';
    expect(offerFailure('match', new ApiError(message, 403))).toMatchObject({
      kind: 'alert',
      title: 'You are taking a break',
      message,
      protection: true,
    });
    // Another 403 (a suspension) stays a plain failure.
    expect(offerFailure('match', new ApiError('Your account is suspended', 403)).kind).toBe('toast');
  });

  it('prefixes other messages with the failed action', () => {
    expect(offerFailure('create', new ApiError('Betting is closed for this match', 409))).toEqual({
      kind: 'toast',
      message: 'Failed to create bet offer: Betting is closed for this match',
      reload: true,
    });
    expect(offerFailure('cancel', new Error('Network error occurred'))).toEqual({
      kind: 'toast',
      message: 'Failed to cancel bet offer: Network error occurred',
      reload: false,
    });
    expect(offerFailure('match', new ApiError('Boom', 500))).toMatchObject({
      message: 'Failed to match bet offer: Boom',
    });
  });

  it('ignores a guest closing Login Required', () => {
    expect(offerFailure('match', new Error(AUTHENTICATION_REQUIRED))).toEqual({ kind: 'ignore' });
  });
});

describe('createOfferSchema', () => {
  const valid = { betAmount: '10', betSelection: 'home_win', description: '' };

  it('takes 1 to 1000 dollars with at most two decimals', () => {
    expect(createOfferSchema.safeParse(valid).success).toBe(true);
    expect(createOfferSchema.safeParse({ ...valid, betAmount: '1000' }).success).toBe(true);
    expect(createOfferSchema.safeParse({ ...valid, betAmount: '1.005' }).success).toBe(false);
    const low = createOfferSchema.safeParse({ ...valid, betAmount: '0.99' });
    expect(low.error?.issues[0].message).toBe('Bet amount must be between $1 and $1000');
    expect(createOfferSchema.safeParse({ ...valid, betAmount: '1000.01' }).success).toBe(false);
    expect(createOfferSchema.safeParse({ ...valid, betAmount: '' }).error?.issues[0].message).toBe(
      'Bet amount is required',
    );
  });

  it('needs a prediction and keeps descriptions to 500 characters', () => {
    expect(createOfferSchema.safeParse({ ...valid, betSelection: undefined }).error?.issues[0].message).toBe(
      'Please select a prediction',
    );
    expect(createOfferSchema.safeParse({ ...valid, description: 'x'.repeat(501) }).success).toBe(false);
  });

  it('needs the friend of an offer for a friend, even while other fields are wrong', () => {
    const forFriend = { ...valid, visibility: 'user' };

    expect(createOfferSchema.safeParse({ ...forFriend, privateTo: ' @ ' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['privateTo'], message: 'Choose the friend this offer is for' }),
    ]);
    const both = createOfferSchema.safeParse({ ...forFriend, betAmount: '0.5', privateTo: '' });
    expect(both.error?.issues.map((issue) => issue.path[0])).toEqual(['betAmount', 'privateTo']);
    expect(createOfferSchema.parse({ ...forFriend, privateTo: ' @bob ' }).privateTo).toBe('bob');
    expect(createOfferSchema.parse({ ...valid, visibility: 'link' })).toMatchObject({
      visibility: 'link',
      privateTo: '',
    });
    expect(createOfferSchema.parse(valid).visibility).toBe('public');
  });

  it('sends the amount as decimal dollars', () => {
    expect(toDollars('10')).toBe('10.00');
    expect(toDollars('10.5')).toBe('10.50');
    expect(toDollars('007.25')).toBe('7.25');
  });
});
