import type { DepositUpdate, NotificationPush, SupportMessagePush } from './api';

/**
 * The live-push protocol: what the gateway's socket.io server pushes to the browser, by event name.
 * The gateway writes these messages (`gateway/src/live/live-events.ts`) and the web app reads them
 * (`@p2p/web-session`), both from this one declaration.
 */
export interface LiveEvents {
  /** The signed-in user's wallet after a `wallet.BalanceChanged`. */
  balance: { available: string; held: string };
  /** The public offer book changed. */
  'offers:changed': { matchId?: string; offerId: string; kind: OfferChange };
  /** A live match moved (football's MatchUpdated, MatchFinished, MatchVoided). */
  'match:updated': {
    matchId: string;
    status: string;
    minute?: number;
    homeScore?: number;
    awayScore?: number;
  };
  /** An admin decided one of the user's deposits. */
  'deposit:updated': DepositUpdate;
  /** A message in the user's support conversation (to admins: in any conversation). */
  'support:message': SupportMessagePush;
  /** A notification was created for the user, with their unread count after it. */
  notification: NotificationPush;
  /** Admins only: a deposit waits for review. */
  'deposit:submitted': { depositId: string };
}

export type LiveEventName = keyof LiveEvents;

export type OfferChange = 'created' | 'matched' | 'cancelled' | 'expired' | 'rejected';

/** Where the gateway serves the socket, on the platform's own origin. */
export const LIVE_SOCKET_PATH = '/api/live/socket.io';
