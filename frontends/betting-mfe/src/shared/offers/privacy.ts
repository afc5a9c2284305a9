import type { BetOffer } from '../api/types';

/**
 * The badge of a private offer: "Private · @bob" (or "Private · for you" to bob himself), "Private
 * link"; null for a public one. Answers from before private offers have no visibility: public.
 */
export function privacyLabel(
  offer: Pick<BetOffer, 'visibility' | 'privateTo'>,
  viewerUsername?: string,
): string | null {
  if (offer.visibility === 'link') return 'Private link';
  if (offer.visibility !== 'user') return null;
  const username = offer.privateTo?.username;
  if (!username) return 'Private';
  return username === viewerUsername ? 'Private · for you' : `Private · @${username}`;
}

/** The link to share: the web app's page for the link (`/offer-link/<token>`) on this site. */
export function offerLinkUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
