import { AUTHENTICATION_REQUIRED } from '@p2p/web-session';

export type OfferAction = 'create' | 'match' | 'cancel';

/** What the screen does with a failed offer action (spec 01 section 8, the error catalogue). */
export type OfferFailure =
  | { kind: 'ignore' }
  | { kind: 'insufficient-balance'; message: string }
  | { kind: 'alert'; title: string; message: string; reload: boolean }
  | { kind: 'toast'; message: string; reload: boolean };

const FAILED: Record<OfferAction, string> = {
  create: 'Failed to create bet offer',
  match: 'Failed to match bet offer',
  cancel: 'Failed to cancel bet offer',
};

export const AMOUNT_RANGE_MESSAGE = 'Please enter a bet amount between $1 and $1000.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

export function offerFailure(action: OfferAction, error: unknown): OfferFailure {
  const message = messageOf(error);
  // The guest closed Login Required: nothing failed.
  if (message === AUTHENTICATION_REQUIRED) return { kind: 'ignore' };
  if (/insufficient balance/i.test(message)) return { kind: 'insufficient-balance', message };
  if (/invalid bet amount|minimum bet amount|maximum bet amount|bet amount must be/i.test(message))
    return { kind: 'alert', title: 'Invalid bet amount', message: AMOUNT_RANGE_MESSAGE, reload: false };
  if (/no longer available/i.test(message))
    return {
      kind: 'alert',
      title: 'Bet Offer Unavailable',
      message: 'This bet offer has just been matched or withdrawn. The list has been refreshed.',
      reload: true,
    };
  if (/has expired/i.test(message))
    return {
      kind: 'alert',
      title: 'Bet Offer Expired',
      message:
        'Betting on this match has closed, so the offer can no longer be matched. The list has been refreshed.',
      reload: true,
    };
  // Conflicts (betting closed, no longer open) also mean the list on screen is out of date.
  const reload = error instanceof Error && 'status' in error && (error as { status: number }).status === 409;
  return { kind: 'toast', message: `${FAILED[action]}: ${message}`, reload };
}
