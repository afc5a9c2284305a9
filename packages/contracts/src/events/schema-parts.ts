import { z } from 'zod';

/**
 * The parts of the events' payload schemas. Tolerant where producers differ in form and the
 * readers do not care (an id is any non-empty string: users and offers have UUIDs, teams and
 * matches of a real feed do not), strict where a reader computes with the value.
 */

export const id = z.string().min(1);

/** Decimal dollars (or naira) as the ledger writes them: "12.50", "-3.00", "1500". */
export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal amount such as "12.50"');

/** An instant as `Date.prototype.toISOString` writes it (any ISO 8601 date-time with an offset). */
export const timestamp = z.iso.datetime({ offset: true });

export const selection = z.enum(['home_win', 'away_win', 'draw', 'over_2.5', 'under_2.5']);

export const score = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
