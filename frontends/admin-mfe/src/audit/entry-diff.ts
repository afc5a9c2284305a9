export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

/** What a missing value reads as in the before and after columns. */
export const NOTHING = '—';

/**
 * An entry's before and after, field by field: the fields of both objects in order of appearance.
 * A value that is not an object (a creation's null before, a deletion's null after) is one row.
 */
export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) return [row('value', before, after)];
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.map((field) => row(field, was[field], now[field]));
}

function row(field: string, before: unknown, after: unknown): DiffRow {
  const was = show(before);
  const now = show(after);
  return { field, before: was, after: now, changed: was !== now };
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
