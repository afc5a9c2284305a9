/** Spec 01 section 5: the friend search starts at 2 characters, after a leading @ is dropped. */
export const FRIEND_SEARCH_MIN = 2;
export const FRIEND_SEARCH_DEBOUNCE_MS = 300;

/** The text to search for, or null while it is too short to search. */
export function friendQuery(input: string): string | null {
  const text = input.trim().replace(/^@+/, '').trim();
  return text.length >= FRIEND_SEARCH_MIN ? text : null;
}

export interface FriendResult {
  id: string;
  username: string;
  email: string;
}

/** The server leaves the caller out already; so does the screen, whatever the server answers. */
export function withoutCurrentUser(results: readonly FriendResult[], currentUserId: string | undefined) {
  return results.filter((result) => result.id !== currentUserId);
}
