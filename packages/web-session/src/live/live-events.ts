/** What the gateway pushes (its socket.io server at /api/live/socket.io). */
export interface LiveEvents {
  /** The signed-in user's wallet after a `wallet.BalanceChanged`. */
  balance: { available: string; held: string };
  /** The public offer book changed. */
  'offers:changed': {
    matchId: string;
    offerId: string;
    kind: 'created' | 'matched' | 'cancelled' | 'expired';
  };
  /** A live match moved (football's MatchUpdated). */
  'match:updated': { matchId: string; status: string; minute: number; homeScore: number; awayScore: number };
}

export type LiveEventName = keyof LiveEvents;

export const LIVE_SOCKET_PATH = '/api/live/socket.io';
