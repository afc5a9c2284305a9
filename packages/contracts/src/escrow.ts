/**
 * The escrow protocol between betting and the wallet: betting holds each side's stake with one
 * synchronous internal call keyed by the caller (a taker must hear "Insufficient balance" at once);
 * every release and capture travels as an event through betting's outbox, which the wallet follows
 * (OfferCancelled / OfferExpired / OfferRejected release the maker's hold, ClaimAbandoned the taker's,
 * BetSettled captures or returns both). A hold may also be carved out of another held hold of its
 * user (`from`), for an offer filled in parts: the part becomes a hold of its own and the source keeps
 * the rest, which is all its release returns. A part released (its claim abandoned, `makerPart`) goes
 * back into its source while the source is held, and to the user's available funds once it is not. Both services build keys, requests and answers here, so
 * neither re-types a key or maps a status by hand.
 */
import { Money } from './money';

/**
 * The maker's stake is keyed by the offer, the taker's by the bet. A part of an exchange offer taken
 * is its own bet: the maker's share of it is carved out of the offer's hold under the part's key.
 */
export const offerHoldKey = (offerId: string): string => `offer:${offerId}`;
export const betHoldKey = (betId: string): string => `bet:${betId}`;
export const partHoldKey = (betId: string): string => `part:${betId}`;

export type ParsedHoldKey =
  { kind: 'offer'; offerId: string } | { kind: 'bet'; betId: string } | { kind: 'part'; betId: string };

/** What a key holds: null for a key betting never makes (the wallet accepts any, up to the length). */
export function parseHoldKey(key: string): ParsedHoldKey | null {
  const [, kind, id] = /^(offer|bet|part):(.+)$/.exec(key) ?? [];
  if (kind === 'offer') return { kind, offerId: id };
  if (kind === 'bet' || kind === 'part') return { kind, betId: id };
  return null;
}

export const HOLD_KEY_MAX_LENGTH = 200;

/** The wallet's routes, internal only (the gateway never routes them). */
export const HoldRoutes = {
  /** Nest's controller prefix. */
  controller: 'internal/holds',
  /** Nest's route of the batch, under the controller. */
  batchRoute: 'batch',
  hold: '/internal/holds',
  batch: '/internal/holds/batch',
} as const;

/** The most holds one batch call may carry. */
export const HOLD_BATCH_MAX_ITEMS = 500;

/**
 * POST /internal/holds: the amount moves from the user's available to held funds; or, with `from`,
 * it is carved out of that held hold of the same user (a part of an offer's stake, taken by one of
 * several takers), which keeps the rest.
 */
export interface PlaceHoldRequest {
  key: string;
  userId: string;
  /** Decimal dollars. */
  amount: string;
  /** The key of a held hold of this user that the amount comes from, instead of available funds. */
  from?: string;
}

export const placeHoldRequest = (
  key: string,
  userId: string,
  amountCents: bigint,
  from?: string,
): PlaceHoldRequest => ({
  key,
  userId,
  amount: Money.format(amountCents),
  ...(from === undefined ? {} : { from }),
});

/**
 * POST /internal/holds/batch: the holds placed one after the other in this order, in one transaction,
 * each answered exactly as it would be alone (see HoldItemAnswer).
 */
export interface PlaceHoldsRequest {
  holds: PlaceHoldRequest[];
}

/** One item's answer in the batch's `data`: the status and body POST /internal/holds would have given it. */
export interface HoldItemAnswer {
  status: number;
  body: unknown;
}

/** The `data` of a placed hold (the first answer, repeated for the same key and body). */
export interface PlacedHold {
  key: string;
  userId: string;
  amount: string;
  status: 'held';
}

/** Every answer the wallet gives a hold that it processed. */
export const HOLD_ANSWERED_STATUS = 200;

/**
 * The refusals of a hold, as the wallet answers them: the first one for a key is kept for ever. Each
 * carries a machine `code` in the error body: betting reads the code, never the words, which are for
 * people (the taker hears "Insufficient balance").
 */
export const HoldRefusals = {
  insufficient: { status: 422, code: 'insufficient_balance', message: 'Insufficient balance' },
  /** A release (or a tombstone) came first. */
  released: { status: 409, code: 'hold_released', message: 'Hold was already released' },
  /** The key was used with another user or amount. */
  keyReused: { status: 409, code: 'hold_key_reused', message: 'Hold key reused with a different request' },
  /** A part's `from` hold is not this user's, not held any more, or holds less than the part. */
  sourceShort: {
    status: 409,
    code: 'hold_source_short',
    message: 'Not enough is held to take this part from',
  },
} as const;

export type HoldRefusal = (typeof HoldRefusals)[keyof typeof HoldRefusals];

/** The error body's fields of a refusal, beside `success: false`. */
export const holdRefusalBody = (refusal: HoldRefusal) => ({ code: refusal.code, message: refusal.message });

export type HoldOutcome =
  | { outcome: 'held'; hold: PlacedHold }
  | { outcome: 'refused-insufficient'; message: string }
  | { outcome: 'refused-released'; message: string }
  | { outcome: 'refused-conflict'; message: string }
  | { outcome: 'refused-source'; message: string }
  /** No answer the protocol knows (5xx, 401, 400...): the hold may or may not have been applied. */
  | { outcome: 'unknown'; status: number; message: string | null };

/** The wallet's answer to a hold, read from its status and `{ success, data | message }` body. */
export function holdOutcomeOf(status: number, body: unknown): HoldOutcome {
  const message = messageOf(body);
  if (status === HOLD_ANSWERED_STATUS && isPlacedHold(dataOf(body))) {
    return { outcome: 'held', hold: dataOf(body) as PlacedHold };
  }
  const refusedAs = (refusal: HoldRefusal) => status === refusal.status && codeOf(body) === refusal.code;
  if (refusedAs(HoldRefusals.insufficient)) {
    return { outcome: 'refused-insufficient', message: message ?? HoldRefusals.insufficient.message };
  }
  if (refusedAs(HoldRefusals.released)) {
    return { outcome: 'refused-released', message: message ?? HoldRefusals.released.message };
  }
  if (refusedAs(HoldRefusals.keyReused)) {
    return { outcome: 'refused-conflict', message: message ?? HoldRefusals.keyReused.message };
  }
  if (refusedAs(HoldRefusals.sourceShort)) {
    return { outcome: 'refused-source', message: message ?? HoldRefusals.sourceShort.message };
  }
  // Anything else (a 422 of validation, a 409 without a code) says nothing of whether the hold applied.
  return { outcome: 'unknown', status, message };
}

/**
 * The wallet's answer to a batch, one outcome per item in order: each item's own answer, or, when the
 * batch as a whole was not answered (a timeout, a 5xx, a body without an answer per item), unknown.
 */
export function holdOutcomesOf(status: number, body: unknown, count: number): HoldOutcome[] {
  const items = dataOf(body);
  if (
    status === HOLD_ANSWERED_STATUS &&
    Array.isArray(items) &&
    items.length === count &&
    items.every(isItemAnswer)
  ) {
    return items.map((item) => holdOutcomeOf(item.status, item.body));
  }
  const unknown: HoldOutcome = { outcome: 'unknown', status, message: messageOf(body) };
  return Array.from({ length: count }, () => unknown);
}

function isItemAnswer(item: unknown): item is HoldItemAnswer {
  return !!item && typeof item === 'object' && typeof (item as HoldItemAnswer).status === 'number';
}

function dataOf(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
}

function codeOf(body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : null;
}

function messageOf(body: unknown): string | null {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : null;
}

function isPlacedHold(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { status?: unknown }).status === 'held';
}
