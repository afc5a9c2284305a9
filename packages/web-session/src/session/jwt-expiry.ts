/** The payload of an access token, unverified: the server checks it, the page only plans around it. */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** When an access token expires (ms since epoch), read from its `exp` claim; null if it has none. */
export function tokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Whether auth signed the token after the email was verified (its `ev` claim, issue 30). */
export function tokenSaysEmailVerified(token: string): boolean {
  return claimsOf(token)?.ev === true;
}
