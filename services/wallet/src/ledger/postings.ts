import type { PlatformAccountKind, UserAccountKind } from './account.entity';
import { InsufficientBalanceError } from './insufficient-balance.error';

export type AccountRef = { userId: string; kind: UserAccountKind } | { platform: PlatformAccountKind };

export const available = (userId: string): AccountRef => ({ userId, kind: 'available' });
export const held = (userId: string): AccountRef => ({ userId, kind: 'held' });
export const platformAccount = (kind: PlatformAccountKind): AccountRef => ({ platform: kind });

/** Formance's shape: money moves from one account to another, the amount is positive cents. */
export interface Posting {
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
}

export function accountKey(ref: AccountRef): string {
  return 'platform' in ref ? `platform/${ref.platform}` : `${ref.kind}/${ref.userId}`;
}

export function assertValidPostings(postings: readonly Posting[]): void {
  if (postings.length === 0) throw new Error('A ledger transaction needs at least one posting');
  for (const posting of postings) {
    if (posting.amount <= 0n) throw new Error(`A posting moves a positive amount, got ${posting.amount}`);
    if (accountKey(posting.from) === accountKey(posting.to)) {
      throw new Error(`A posting moves money between two accounts, got ${accountKey(posting.from)} twice`);
    }
  }
}

/** Users whose accounts the postings touch, sorted so every caller creates and locks in one order. */
export function usersOf(postings: readonly Posting[]): string[] {
  const ids = postings.flatMap((posting) =>
    [posting.from, posting.to].flatMap((ref) => ('userId' in ref ? [ref.userId] : [])),
  );
  return [...new Set(ids)].sort();
}

export function platformKindsOf(postings: readonly Posting[]): PlatformAccountKind[] {
  const kinds = postings.flatMap((posting) =>
    [posting.from, posting.to].flatMap((ref) => ('platform' in ref ? [ref.platform] : [])),
  );
  return [...new Set(kinds)].sort();
}

/**
 * Applies the postings in order, as the database will apply their entries, to a copy of the
 * balances (keyed by accountKey). A user account below zero at any step means the caller lacks
 * the funds: the database CHECK would refuse that entry too.
 */
export function applyPostings(
  balances: ReadonlyMap<string, bigint>,
  postings: readonly Posting[],
): Map<string, bigint> {
  const next = new Map(balances);
  for (const posting of postings) {
    for (const [ref, delta] of [
      [posting.from, -posting.amount],
      [posting.to, posting.amount],
    ] as const) {
      const key = accountKey(ref);
      const balance = (next.get(key) ?? 0n) + delta;
      if ('userId' in ref && balance < 0n) throw new InsufficientBalanceError();
      next.set(key, balance);
    }
  }
  return next;
}
