import { EntityManager } from 'typeorm';

/**
 * What an offer still holds for its maker: an even-money offer its amount; an exchange offer the
 * stake or liability of its unmatched remainder, rounded as a part of it would be (its parts taken are
 * bets of their own, counted there).
 */
const OFFER_AT_RISK = `CASE WHEN kind = 'even' THEN amount_cents
                            WHEN side = 'back' THEN unmatched_cents
                            ELSE unmatched_cents * (odds - 100) / 100 END`;

/** What the user $1 holds on a bet: the maker's amount, or the taker's (their own on a part of an exchange offer). */
const OWN_HOLD = `CASE WHEN maker_id = $1 THEN amount_cents ELSE COALESCE(taker_amount_cents, amount_cents) END`;
const OTHER_HOLD = `CASE WHEN maker_id = $1 THEN COALESCE(taker_amount_cents, amount_cents) ELSE amount_cents END`;

/**
 * Stakes committed since `start`, liabilities where the user laid: offers made (a cancelled, expired
 * or rejected one gave its stake back, so it does not count), offers taken, and the parts taken of
 * the user's exchange offers.
 */
export async function stakedSince(manager: EntityManager, userId: string, start: Date): Promise<bigint> {
  const [{ staked }]: Array<{ staked: string }> = await manager.query(
    `SELECT ((SELECT COALESCE(sum(${OFFER_AT_RISK}), 0) FROM offers
               WHERE user_id = $1 AND created_at >= $2 AND status NOT IN ('cancelled', 'expired', 'rejected'))
           + (SELECT COALESCE(sum(COALESCE(taker_amount_cents, amount_cents)), 0) FROM bets
               WHERE taker_id = $1 AND created_at >= $2)
           + (SELECT COALESCE(sum(amount_cents), 0) FROM bets
               WHERE maker_id = $1 AND odds IS NOT NULL AND created_at >= $2))::text AS staked`,
    [userId, start],
  );
  return BigInt(staked);
}

/**
 * The net loss of the bets of user $1 settled since $2: stakes lost minus winnings won, an exchange
 * bet's less its commission (a push or a void moves nothing). One expression for the loss limits and the reality check's net result, so the
 * two never disagree about what a user lost.
 */
const SETTLED_NET_LOSS = `SELECT COALESCE(sum(CASE WHEN winner_id = $1 THEN COALESCE(commission_cents, 0) - ${OTHER_HOLD}
                                             ELSE ${OWN_HOLD} END), 0)
   FROM bets WHERE (maker_id = $1 OR taker_id = $1) AND result = 'won' AND settled_at >= $2`;

/**
 * The worst-case net loss since `start`: the net loss of the bets settled since then, plus every
 * stake still at risk as if it were lost: offers not yet taken or settled and bets not yet settled.
 * Without the open stakes a user could place any number of bets before the first one settles, and
 * the limit would never hold.
 */
export async function worstNetLossSince(
  manager: EntityManager,
  userId: string,
  start: Date,
): Promise<bigint> {
  const [{ loss }]: Array<{ loss: string }> = await manager.query(
    `SELECT ((${SETTLED_NET_LOSS})
           + (SELECT COALESCE(sum(${OFFER_AT_RISK}), 0) FROM offers
               WHERE user_id = $1 AND status IN ('pending', 'open', 'matching'))
           + (SELECT COALESCE(sum(${OWN_HOLD}), 0) FROM bets
               WHERE (maker_id = $1 OR taker_id = $1) AND status = 'matched'))::text AS loss`,
    [userId, start],
  );
  return BigInt(loss);
}

/**
 * The result of the user's bets settled since `start`, as the user sees it: winnings won minus stakes
 * lost (negative: a loss; the loss limits' figure with the sign turned), and how many bets settled,
 * pushes and voids included.
 */
export async function settledResultSince(
  manager: EntityManager,
  userId: string,
  start: Date,
): Promise<{ net: bigint; settled: number }> {
  const [row]: Array<{ loss: string; settled: number }> = await manager.query(
    `SELECT (${SETTLED_NET_LOSS})::text AS loss,
            (SELECT count(*) FROM bets
              WHERE (maker_id = $1 OR taker_id = $1) AND settled_at >= $2)::int AS settled`,
    [userId, start],
  );
  return { net: -BigInt(row.loss), settled: row.settled };
}
