import type { EventEnvelope, TypedEvent } from '@p2p/contracts';
import type { DepositUpdate } from '@p2p/contracts/api';

/** What the browser receives, and where: the push protocol of the live socket. */
export type LiveMessage =
  | { room: string; event: 'balance'; data: { available: string; held: string } }
  | {
      room: typeof PUBLIC_ROOM;
      event: 'offers:changed';
      data: { offerId: string; matchId?: string; kind: OfferChange };
    }
  | { room: typeof PUBLIC_ROOM; event: 'match:updated'; data: MatchUpdate }
  | { room: string; event: 'deposit:updated'; data: DepositUpdate };

type OfferChange = 'created' | 'matched' | 'cancelled' | 'expired' | 'rejected';

interface MatchUpdate {
  matchId: string;
  status: string;
  minute?: number;
  homeScore?: number;
  awayScore?: number;
}

export const PUBLIC_ROOM = 'public';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

const OFFER_CHANGES: Record<string, OfferChange> = {
  'betting.OfferCreated': 'created',
  'betting.OfferMatched': 'matched',
  'betting.OfferCancelled': 'cancelled',
  'betting.OfferExpired': 'expired',
  'betting.OfferRejected': 'rejected',
};

/** Maps an integration event to the push it causes, if any. Nothing private reaches a public room. */
export function toLiveMessage(event: EventEnvelope): LiveMessage | null {
  if (event.type === 'wallet.BalanceChanged') {
    const { payload } = event as TypedEvent<'wallet.BalanceChanged'>;
    return {
      room: userRoom(payload.userId),
      event: 'balance',
      data: { available: payload.available, held: payload.held },
    };
  }
  if (event.type === 'wallet.DepositApproved' || event.type === 'wallet.DepositRejected') {
    const { payload } = event as TypedEvent<'wallet.DepositApproved' | 'wallet.DepositRejected'>;
    return {
      room: userRoom(payload.userId),
      event: 'deposit:updated',
      data: {
        depositId: payload.depositId,
        status: event.type === 'wallet.DepositApproved' ? 'approved' : 'rejected',
        // Events written before the field existed have none.
        adminNotes: payload.adminNotes ?? null,
      },
    };
  }
  const kind = OFFER_CHANGES[event.type];
  if (kind) {
    const payload = event.payload as { offerId: string; matchId?: string };
    return {
      room: PUBLIC_ROOM,
      event: 'offers:changed',
      data: { offerId: payload.offerId, matchId: payload.matchId, kind },
    };
  }
  if (event.type === 'football.MatchUpdated') {
    const { payload } = event as TypedEvent<'football.MatchUpdated'>;
    const { matchId, status, minute, homeScore, awayScore } = payload;
    return {
      room: PUBLIC_ROOM,
      event: 'match:updated',
      data: { matchId, status, minute, homeScore, awayScore },
    };
  }
  if (event.type === 'football.MatchFinished') {
    const { payload } = event as TypedEvent<'football.MatchFinished'>;
    return {
      room: PUBLIC_ROOM,
      event: 'match:updated',
      data: {
        matchId: payload.matchId,
        status: 'Finished',
        homeScore: payload.score.home,
        awayScore: payload.score.away,
      },
    };
  }
  if (event.type === 'football.MatchVoided') {
    const { payload } = event as TypedEvent<'football.MatchVoided'>;
    return {
      room: PUBLIC_ROOM,
      event: 'match:updated',
      data: { matchId: payload.matchId, status: payload.status },
    };
  }
  return null;
}
