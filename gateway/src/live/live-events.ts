import {
  Events,
  type EventEnvelope,
  type LiveEventName,
  type LiveEvents,
  type OfferChange,
  type TypedEvent,
} from '@p2p/contracts';

/**
 * A push and where it goes: a message goes to the sockets in any of its rooms, once each (an admin
 * writing to support is in both rooms). Match moves are public; a deposit to review, admins' only.
 */
export type LiveMessage = {
  [E in LiveEventName]: { rooms: RoomsOf<E>; event: E; data: LiveEvents[E] };
}[LiveEventName];

type RoomsOf<E extends LiveEventName> = E extends 'match:updated'
  ? [typeof PUBLIC_ROOM]
  : E extends 'deposit:submitted'
    ? [typeof ADMINS_ROOM]
    : string[];

export const PUBLIC_ROOM = 'public';
/** The sockets whose token has the admin role: the admin console's live updates. */
export const ADMINS_ROOM = 'admins';

export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** The sockets signed in with a token of one session (auth's refresh family, the `sid` claim). */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

const OFFER_CHANGES: Record<string, OfferChange> = {
  [Events.OfferCreated]: 'created',
  [Events.OfferMatched]: 'matched',
  [Events.OfferCancelled]: 'cancelled',
  [Events.OfferExpired]: 'expired',
  [Events.OfferRejected]: 'rejected',
};

/**
 * A new private offer is news to its maker and the one user it is for, never to the public room. Its
 * later events (matched, cancelled, expired) carry no visibility, so they go to the public room like
 * any offer's: an id nobody else can open, and a nudge to refetch lists it is not in.
 */
function offerRooms(event: EventEnvelope): string[] {
  if (event.type !== Events.OfferCreated) return [PUBLIC_ROOM];
  const { payload } = event as TypedEvent<typeof Events.OfferCreated>;
  if (payload.visibility === undefined || payload.visibility === 'public') return [PUBLIC_ROOM];
  return [userRoom(payload.userId), ...(payload.privateToUserId ? [userRoom(payload.privateToUserId)] : [])];
}

/**
 * Maps an integration event to the push it causes, if any. Nothing private reaches a public room, and
 * what only admins may see reaches only theirs.
 */
export function toLiveMessage(event: EventEnvelope): LiveMessage | null {
  if (event.type === Events.BalanceChanged) {
    const { payload } = event as TypedEvent<typeof Events.BalanceChanged>;
    return {
      rooms: [userRoom(payload.userId)],
      event: 'balance',
      data: { available: payload.available, held: payload.held },
    };
  }
  if (event.type === Events.DepositApproved || event.type === Events.DepositRejected) {
    const { payload } = event as TypedEvent<typeof Events.DepositApproved | typeof Events.DepositRejected>;
    return {
      rooms: [userRoom(payload.userId)],
      event: 'deposit:updated',
      data: {
        depositId: payload.depositId,
        status: event.type === Events.DepositApproved ? 'approved' : 'rejected',
        // Events written before the field existed have none.
        adminNotes: payload.adminNotes ?? null,
      },
    };
  }
  const kind = OFFER_CHANGES[event.type];
  if (kind) {
    const payload = event.payload as { offerId: string; matchId?: string };
    return {
      rooms: offerRooms(event),
      event: 'offers:changed',
      data: { offerId: payload.offerId, matchId: payload.matchId, kind },
    };
  }
  if (event.type === Events.MatchUpdated) {
    const { payload } = event as TypedEvent<typeof Events.MatchUpdated>;
    const { matchId, status, minute, homeScore, awayScore } = payload;
    return {
      rooms: [PUBLIC_ROOM],
      event: 'match:updated',
      data: { matchId, status, minute, homeScore, awayScore },
    };
  }
  if (event.type === Events.MatchFinished) {
    const { payload } = event as TypedEvent<typeof Events.MatchFinished>;
    return {
      rooms: [PUBLIC_ROOM],
      event: 'match:updated',
      data: {
        matchId: payload.matchId,
        status: 'Finished',
        homeScore: payload.score.home,
        awayScore: payload.score.away,
      },
    };
  }
  if (event.type === Events.MatchVoided) {
    const { payload } = event as TypedEvent<typeof Events.MatchVoided>;
    return {
      rooms: [PUBLIC_ROOM],
      event: 'match:updated',
      data: { matchId: payload.matchId, status: payload.status },
    };
  }
  if (event.type === Events.SupportMessagePosted) {
    const { payload } = event as TypedEvent<typeof Events.SupportMessagePosted>;
    return {
      rooms: payload.userId ? [userRoom(payload.userId), ADMINS_ROOM] : [ADMINS_ROOM],
      event: 'support:message',
      data: {
        id: payload.messageId,
        conversationId: payload.conversationId,
        author: payload.author,
        authorName: payload.authorName,
        text: payload.text,
        createdAt: payload.createdAt,
      },
    };
  }
  if (event.type === Events.NotificationCreated) {
    const { payload } = event as TypedEvent<typeof Events.NotificationCreated>;
    return {
      rooms: [userRoom(payload.userId)],
      event: 'notification',
      data: {
        notification: {
          id: payload.notificationId,
          kind: payload.kind,
          title: payload.title,
          body: payload.body,
          link: payload.link,
          createdAt: payload.createdAt,
          readAt: null,
        },
        unread: payload.unread,
      },
    };
  }
  if (event.type === Events.DepositSubmitted) {
    const { payload } = event as TypedEvent<typeof Events.DepositSubmitted>;
    return { rooms: [ADMINS_ROOM], event: 'deposit:submitted', data: { depositId: payload.depositId } };
  }
  return null;
}
