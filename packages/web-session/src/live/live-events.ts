import type { DepositUpdate, NotificationPush, SupportMessagePush } from '@p2p/contracts/api';

/** What the gateway pushes (its socket.io server at /api/live/socket.io; `gateway/src/live/live-events.ts`). */
export interface LiveEvents {
  /** The signed-in user's wallet after a `wallet.BalanceChanged`. */
  balance: { available: string; held: string };
  /** The public offer book changed. */
  'offers:changed': {
    matchId?: string;
    offerId: string;
    kind: 'created' | 'matched' | 'cancelled' | 'expired' | 'rejected';
  };
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

export const LIVE_SOCKET_PATH = '/api/live/socket.io';
