/** The web app's page for a link offer's secret (the server's `OfferLink.path`). */
export function offerLinkPath(token: string): string {
  return `/offer-link/${encodeURIComponent(token)}`;
}

/**
 * `/login?next=/offer-link/<token>`: the shell's sign-in and sign-up pages return to `next`. It is
 * encoded whole, so a `?`, `&` or `#` in it survives, but its slashes stay readable.
 */
export function withNext(page: '/login' | '/signup', next: string): string {
  return `${page}?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`;
}
