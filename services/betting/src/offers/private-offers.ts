import type { OfferLink, OfferVisibility } from '@p2p/contracts';
import { ConflictError, NotFoundError, ValidationFailedError } from '@p2p/service-kit';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Offer } from './offer.entity';

export const OFFER_VISIBILITIES: readonly OfferVisibility[] = ['public', 'user', 'link'];

/** 256 random bits: a link cannot be guessed, so holding it is the permission. */
const LINK_TOKEN_BYTES = 32;

/**
 * A new secret link. Only its hash is stored: a token is high-entropy, so a plain SHA-256 is enough
 * (a slow hash protects guessable secrets), and a database leak shows no working link.
 */
export function newLinkToken(): { token: string; hash: Buffer } {
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function offerLink(offerId: string, token: string): OfferLink {
  return { offerId, token, path: `/offer-link/${token}` };
}

/** Who is looking: a signed-in user (or an admin), and the link they came with, if any. */
export interface OfferViewer {
  userId?: string;
  isAdmin?: boolean;
  linkToken?: string;
}

type Reachable = Pick<Offer, 'visibility' | 'userId' | 'privateToUserId' | 'linkTokenHash'>;

/**
 * Whether the viewer may see the offer, and so take it (when the other rules allow): anyone a public
 * one; its maker and admins any; the named user a `user` one; the holder of the current token a
 * `link` one. Everyone else is told it does not exist, so a private offer's id reveals nothing.
 */
export function canReach(offer: Reachable, viewer: OfferViewer): boolean {
  if (offer.visibility === 'public') return true;
  if (viewer.isAdmin || (viewer.userId !== undefined && viewer.userId === offer.userId)) return true;
  if (offer.visibility === 'user')
    return viewer.userId !== undefined && viewer.userId === offer.privateToUserId;
  return (
    viewer.linkToken !== undefined &&
    offer.linkTokenHash !== null &&
    timingSafeEqual(hashLinkToken(viewer.linkToken), offer.linkTokenHash)
  );
}

export class FriendRequiredError extends ValidationFailedError {
  constructor() {
    super('Choose the friend this offer is for');
  }
}

export class FriendNotExpectedError extends ValidationFailedError {
  constructor() {
    super('Only an offer for a friend names a friend');
  }
}

export class PrivateToSelfError extends ValidationFailedError {
  constructor() {
    super('You cannot make a private offer to yourself');
  }
}

export class FriendNotFoundError extends NotFoundError {
  constructor() {
    super('User not found');
  }
}

export class NotALinkOfferError extends ValidationFailedError {
  constructor() {
    super('Only a link offer has a link');
  }
}

export class LinkOfferClosedError extends ConflictError {
  constructor() {
    super('This offer can no longer be taken');
  }
}
