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

/** 1X2, over/under 2.5 goals and (exchange offers only, issue 35) both teams to score. */
export const selection = z.enum([
  'home_win',
  'away_win',
  'draw',
  'over_2.5',
  'under_2.5',
  'btts_yes',
  'btts_no',
]);

/**
 * A part of an exchange offer taken, as a bet: the price in hundredths (3.0 is 300, `@p2p/contracts/odds`),
 * whether the maker backed or laid the selection, and what each side holds. The backer holds the
 * part's stake, the layer its liability, stake x (odds - 1) rounded down.
 */
export const exchangeTerms = z.object({
  odds: z.number().int().min(101).max(100000),
  makerSide: z.enum(['back', 'lay']),
  makerStake: decimal,
  takerStake: decimal,
});

export const score = z.object({ home: z.number().int().min(0), away: z.number().int().min(0) });
