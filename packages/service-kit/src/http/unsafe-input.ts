import type { Request, Response } from 'express';
import { ValidationFailedError } from './errors';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const TOO_DEEP_MESSAGE = 'JSON body is nested too deeply';

/** Far deeper than any body of the API, far shallower than a stack that recursion could overflow. */
export const MAX_JSON_DEPTH = 32;

/**
 * Refuses, for every route and before any pipe or handler, two inputs that would otherwise end in a
 * 500: a NUL character (U+0000) in the path, the query or a JSON string, which PostgreSQL's text
 * cannot hold (the query fails); and a JSON body nested deeper than MAX_JSON_DEPTH, which the parser
 * takes but class-transformer, copying it recursively, overflows the stack on. Mounted right after the
 * JSON parser.
 */
export function refuseUnsafeInput(
  request: Request,
  _response: Response,
  next: (error?: unknown) => void,
): void {
  const problem =
    (pathHasNul(request.path) ? NUL_CHARACTER_MESSAGE : null) ??
    problemIn(request.query, MAX_JSON_DEPTH) ??
    problemIn(request.body, MAX_JSON_DEPTH);
  next(problem ? new ValidationFailedError(problem) : undefined);
}

/**
 * Route parameters are the path's segments, percent-decoded. A segment that does not decode is left
 * to Express, which refuses it as a parameter.
 */
function pathHasNul(path: string): boolean {
  return path.split('/').some((segment) => {
    try {
      return decodeURIComponent(segment).includes('\0');
    } catch {
      return false;
    }
  });
}

/** The first problem of a parsed value, walked with a stack of its own so depth costs no recursion. */
function problemIn(root: unknown, maxDepth: number): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\0')) return NUL_CHARACTER_MESSAGE;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > maxDepth) return TOO_DEEP_MESSAGE;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) return NUL_CHARACTER_MESSAGE;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}
