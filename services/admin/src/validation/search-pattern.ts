/** A LIKE pattern matching the text anywhere, with `%`, `_` and `\` in it matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
