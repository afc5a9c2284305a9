import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';

/**
 * A field's rules in the order they are checked: with the validation pipe's stopAtFirstError the
 * field reports the first one it breaks, as the specification's forms do. Stacked decorators
 * register bottom-up, which would report the last rule written instead. Each service keeps its own
 * rule sets (which fields, which messages) and composes them with this.
 */
export function Rules(...rules: PropertyDecorator[]): PropertyDecorator {
  return applyDecorators(...rules);
}

/** Surrounding whitespace is not part of what was typed; anything but text is left for the rules. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trimmed and lower-cased: an email address compares case-insensitively. */
export const TrimLowerCase = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/** A query's list given as `a,b,c`: its distinct non-empty items, each trimmed; anything but text is left for the rules. */
export const CommaSeparated = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? [...new Set(value.split(',').map((item) => item.trim()))].filter((item) => item.length > 0)
      : value,
  );
