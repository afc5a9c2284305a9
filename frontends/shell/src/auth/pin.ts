export const PIN_LENGTH = 6;

/** Spec 01 section 5: non-digits are stripped and a paste keeps at most 6 digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').slice(0, PIN_LENGTH);
}

/**
 * The boxes after typing or pasting `text` into box `index`: each digit fills a box from there on.
 * Returns the new boxes and the box to focus next.
 */
export function enterDigits(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const next = [...boxes];
  const digits = digitsOnly(text);
  if (digits === '') {
    next[index] = '';
    return { boxes: next, focus: index };
  }
  let position = index;
  for (const digit of digits) {
    if (position >= PIN_LENGTH) break;
    next[position] = digit;
    position += 1;
  }
  return { boxes: next, focus: Math.min(position, PIN_LENGTH - 1) };
}

export const emptyPin = (): string[] => Array.from({ length: PIN_LENGTH }, () => '');
