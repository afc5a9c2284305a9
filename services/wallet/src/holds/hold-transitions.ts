import { Injectable } from '@nestjs/common';
import { TransitionRule, transitionSql, updateReturning } from '@p2p/service-kit';
import type { EntityManager } from 'typeorm';
import type { HoldStatus } from './hold.entity';

export type HoldTransition = 'refuse' | 'release' | 'capture' | 'refund' | 'carve' | 'refill' | 'giveBack';

/**
 * Every way a hold's status changes. A hold is born held (`place`, its stake moved to held in the same
 * transaction, or carved out of another held hold of its user) or, when a release arrives before any
 * hold with its key, born a tombstone (`forestall`) that refuses that key's hold for ever. Nothing
 * leaves failed, released, returned, captured or tombstone. The from-statuses are the WHERE guard of
 * the transition's UPDATE: a release and a settlement racing for one hold move it at most once, and
 * only the one that moved it posts to the ledger.
 */
export const HOLD_TRANSITIONS: { readonly [T in HoldTransition]: TransitionRule<HoldStatus> } = {
  /** The ledger refused the stake (Insufficient balance): the refusal is kept as the key's answer. */
  refuse: { from: ['held'], to: 'failed' },
  /** The stake goes back: an offer cancelled, expired or rejected, a claim given up. */
  release: { from: ['held'], to: 'released' },
  /** Its bet was won or lost: both stakes go to the winner (less the commission). */
  capture: { from: ['held'], to: 'captured' },
  /** Its bet was a push or void: each stake goes back to its side. */
  refund: { from: ['held'], to: 'released' },
  /** A part of it becomes a hold of its own (a part of an offer taken): it stays held, holding less. */
  carve: { from: ['held'], to: 'held' },
  /** A part of it given back (its claim abandoned): it stays held, holding that much more. */
  refill: { from: ['held'], to: 'held' },
  /** A part given back into its held source: its money is the source's again, no longer its own. */
  giveBack: { from: ['held'], to: 'returned' },
};

const { isAllowed, to, from } = transitionSql(HOLD_TRANSITIONS);
export { isAllowed };

/** A hold moved by a transition, with what its ledger posting needs. */
export interface MovedHold {
  key: string;
  user_id: string;
  amount_cents: string;
}

/** A held part, as its source gets it back. */
export interface HeldPart extends MovedHold {
  source_key: string;
}

/** The births and transitions of a hold, each one statement in the caller's transaction. */
@Injectable()
export class HoldTransitions {
  /**
   * The holds born now, by key; a key left out has an answer already (a hold, its refusal, or a
   * tombstone). The keys must be distinct.
   */
  async place(
    manager: EntityManager,
    holds: ReadonlyArray<{ key: string; userId: string; amount: bigint; from?: string }>,
  ): Promise<Set<string>> {
    // In key order: a concurrent request with a key in common waits here for the first one to commit,
    // and two batches sharing keys wait for each other in one order, never in a cycle.
    const sorted = [...holds].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const inserted: Array<{ key: string }> = await manager.query(
      `INSERT INTO holds (key, user_id, amount_cents, source_key, status)
       SELECT key, user_id, amount_cents, source_key, 'held'
         FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
              WITH ORDINALITY AS hold (key, user_id, amount_cents, source_key, position)
        ORDER BY position
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [
        sorted.map((hold) => hold.key),
        sorted.map((hold) => hold.userId),
        sorted.map((hold) => hold.amount.toString()),
        sorted.map((hold) => hold.from ?? null),
      ],
    );
    return new Set(inserted.map((row) => row.key));
  }

  /**
   * Takes each part's amount out of its source, in this order: the source must be the same user's,
   * held, no part itself, and hold at least the part; the guard, not a read before it, is what keeps
   * racing parts from taking more than the source holds. Nothing moves in the ledger (the money stays
   * held, now under two keys). Answers the keys of the parts that got their amount.
   */
  async carve(
    manager: EntityManager,
    parts: ReadonlyArray<{ key: string; userId: string; amount: bigint; from: string }>,
  ): Promise<Set<string>> {
    const carved = new Set<string>();
    for (const part of parts) {
      const moved = await updateReturning(
        manager,
        `UPDATE holds SET amount_cents = amount_cents - $3, updated_at = now()
          WHERE key = $1 AND user_id = $2 AND source_key IS NULL AND amount_cents >= $3 AND ${from('carve')}
         RETURNING key`,
        [part.from, part.userId, part.amount.toString()],
      );
      if (moved.length > 0) carved.add(part.key);
    }
    return carved;
  }

  /**
   * The part with this key, locked, if it is one and still held. A part is always locked before its
   * source, as `place` and `carve` reach them (the part's key, then its source): a part given back and
   * a part carved out of the same source wait for each other in one order, never in a cycle.
   */
  async lockHeldPart(manager: EntityManager, key: string): Promise<HeldPart | null> {
    const [part]: HeldPart[] = await manager.query(
      `SELECT key, user_id, amount_cents, source_key FROM holds
        WHERE key = $1 AND source_key IS NOT NULL AND ${from('giveBack')} FOR UPDATE`,
      [key],
    );
    return part ?? null;
  }

  /**
   * Puts a part's amount back into its source while the source is held (false once it is released or
   * captured). The guard is what settles a race with the source's own release: whichever updates the
   * source first, the other re-reads it, so the part is returned either with the source or after it.
   */
  async refill(manager: EntityManager, part: HeldPart): Promise<boolean> {
    const refilled = await updateReturning(
      manager,
      `UPDATE holds SET amount_cents = amount_cents + $3, updated_at = now()
        WHERE key = $1 AND user_id = $2 AND ${from('refill')}
       RETURNING key`,
      [part.source_key, part.user_id, part.amount_cents],
    );
    return refilled.length > 0;
  }

  /** A release before any hold: false when the key has a hold (or a tombstone) already. */
  async forestall(manager: EntityManager, key: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO holds (key, status) VALUES ($1, 'tombstone') ON CONFLICT (key) DO NOTHING RETURNING key`,
      [key],
    );
    return inserted.length > 0;
  }

  /** The holds of `keys` that were in a from-status of `transition`, now moved; the others are untouched. */
  async move(manager: EntityManager, transition: HoldTransition, keys: string[]): Promise<MovedHold[]> {
    return updateReturning<MovedHold>(
      manager,
      `UPDATE holds SET ${to(transition)}, updated_at = now()
        WHERE key = ANY($1::text[]) AND ${from(transition)}
       RETURNING key, user_id, amount_cents`,
      [keys],
    );
  }
}
