/** Spec 02 section 9: the admin table shows a user's notes cut to 50 characters. */
export const NOTES_PREVIEW_LENGTH = 50;

/**
 * The first 50 characters and an ellipsis when there are more. Counted in code points, so an emoji
 * at the cut is never split into half a surrogate pair.
 */
export function truncateNotes(notes: string, max = NOTES_PREVIEW_LENGTH): string {
  const characters = Array.from(notes.trim());
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : characters.join('');
}
