import { ApiError, AUTHENTICATION_REQUIRED } from '@p2p/web-session';

export type OfferAction = 'create' | 'match' | 'cancel';

/** What the screen does with a failed offer action (spec 01 section 8, the error catalogue). */
export type OfferFailure =
  | { kind: 'ignore' }
  | { kind: 'insufficient-balance'; message: string }
  | {
      kind: 'alert';
      title: string;
      message: string;
      reload: boolean;
      /** The refusal is the user's own protection (a limit, a break): offer the way to it. */
      protection?: boolean;
    }
  | { kind: 'toast'; message: string; reload: boolean };

const FAILED: Record<OfferAction, string> = {
  create: 'Failed to create bet offer',
  match: 'Failed to match bet offer',
  cancel: 'Failed to cancel bet offer',
};

/** The user's own limits and breaks: the shell's Settings, Player protection. */
export const PLAYER_PROTECTION_PATH = '/settings?tab=protection';

export const AMOUNT_RANGE_MESSAGE = 'Please enter a bet amount between $1 and $1000.';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

export function offerFailure(action: OfferAction, error: unknown): OfferFailure {
  const message = messageOf(error);
  // The guest closed Login Required: nothing failed.
  if (message === AUTHENTICATION_REQUIRED) return { kind: 'ignore' };
  if (/insufficient balance/i.test(message)) return { kind: 'insufficient-balance', message };
  // Betting's refusal of a stake past one of the user's own limits names it (422 with its kind).
  if (error instanceof ApiError && error.status === 422 && typeof error.body?.period === 'string')
    return { kind: 'alert', title: 'Limit reached', message, reload: false, protection: true };
  if (
    error instanceof ApiError &&
    error.status === 403 &&
    /^You (are on a time-out|have excluded yourself)/.test(message)
  )
    return { kind: 'alert', title: 'You are taking a break', message, reload: false, protection: true };
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

/** What goes between a message and a link after it: the message's own full stop, or one. */
export const sentenceGap = (message: string) => (/[.!?]$/.test(message) ? ' ' : '. ');
