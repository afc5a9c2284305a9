/**
 * Where to go after signing in or up: `?next=` when it is a path on this site (a screen that sent a
 * guest to sign in, such as a private offer's link), otherwise the dashboard. Only `/...` is taken:
 * `//host` and `/\host` are other sites to a browser, and a full URL is never followed, so a link
 * to our login page cannot send a user somewhere else.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/')) return '/';
  if (next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Browsers drop tabs and newlines from URLs, which would turn `/\t/host` into `//host`.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/';
  return next;
}

/** A sign-in or sign-up page's link to the other one, keeping where to return. */
export function keepingNext(page: '/login' | '/signup', search: string): string {
  const next = returnPath(search);
  return next === '/' ? page : `${page}?${new URLSearchParams({ next })}`;
}
