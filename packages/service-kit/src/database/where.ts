/** Builds a parameterised WHERE clause: values only ever travel as parameters. */
export class Where {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  constructor(params: unknown[] = []) {
    this.params.push(...params);
  }

  /** Adds a value and answers its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  toString(): string {
    return this.conditions.length === 0 ? '' : `WHERE ${this.conditions.join(' AND ')}`;
  }
}

/** The text inside a LIKE pattern, matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
