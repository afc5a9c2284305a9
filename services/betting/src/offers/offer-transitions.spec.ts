import { describe, expect, it, jest } from '@jest/globals';
import type { EventEnvelope } from '@p2p/contracts';
import type { OutboxService } from '@p2p/service-kit';
import type { EntityManager } from 'typeorm';
import type { Bet } from '../bets/bet.entity';
import type { Offer, OfferStatus } from './offer.entity';
import {
  isAllowed,
  MovedOffer,
  OFFER_TRANSITIONS,
  OfferTransition,
  OfferTransitions,
} from './offer-transitions';

const TRANSITIONS: OfferTransition[] = [
  'open',
  'reject',
  'claim',
  'giveUpClaim',
  'match',
  'cancel',
  'withdraw',
  'expire',
  'settle',
  'void',
];

const NONE_ALLOWED = { allowed: [], refused: TRANSITIONS };

/** The lifecycle as specified: what may happen to an offer in each status, and what may not. */
const FROM: Record<OfferStatus, { allowed: OfferTransition[]; refused: OfferTransition[] }> = {
  pending: {
    allowed: ['open', 'reject'],
    refused: ['claim', 'giveUpClaim', 'match', 'cancel', 'withdraw', 'expire', 'settle', 'void'],
  },
  open: {
    allowed: ['claim', 'cancel', 'withdraw', 'expire'],
    refused: ['open', 'reject', 'giveUpClaim', 'match', 'settle', 'void'],
  },
  matching: {
    allowed: ['giveUpClaim', 'match', 'withdraw'],
    refused: ['open', 'reject', 'claim', 'cancel', 'expire', 'settle', 'void'],
  },
  matched: {
    allowed: ['settle', 'void'],
    refused: ['open', 'reject', 'claim', 'giveUpClaim', 'match', 'cancel', 'withdraw', 'expire'],
  },
  cancelled: NONE_ALLOWED,
  expired: NONE_ALLOWED,
  rejected: NONE_ALLOWED,
  settled: NONE_ALLOWED,
  void: NONE_ALLOWED,
};

const OUTCOME: Record<OfferTransition, { to: OfferStatus; event: string | null }> = {
  open: { to: 'open', event: 'betting.OfferCreated' },
  reject: { to: 'rejected', event: 'betting.OfferRejected' },
  claim: { to: 'matching', event: null },
  giveUpClaim: { to: 'open', event: 'betting.ClaimAbandoned' },
  match: { to: 'matched', event: 'betting.OfferMatched' },
  cancel: { to: 'cancelled', event: 'betting.OfferCancelled' },
  withdraw: { to: 'cancelled', event: 'betting.OfferCancelled' },
  expire: { to: 'expired', event: 'betting.OfferExpired' },
  settle: { to: 'settled', event: null },
  void: { to: 'void', event: null },
};

/** The statuses the lifecycle above allows `transition` from. */
const allowedFrom = (transition: OfferTransition) =>
  (Object.keys(FROM) as OfferStatus[]).filter((status) => FROM[status].allowed.includes(transition)).sort();

const pairs = (verdict: 'allowed' | 'refused') =>
  (Object.keys(FROM) as OfferStatus[]).flatMap((status) =>
    FROM[status][verdict].map((transition) => [status, transition] as const),
  );

describe('OFFER_TRANSITIONS', () => {
  it('names every transition of the lifecycle, and no other', () => {
    expect(Object.keys(OFFER_TRANSITIONS).sort()).toEqual([...TRANSITIONS].sort());
  });

  it('rules on every transition from every status', () => {
    for (const { allowed, refused } of Object.values(FROM)) {
      expect([...allowed, ...refused].sort()).toEqual([...TRANSITIONS].sort());
    }
  });

  it.each(pairs('allowed'))('allows an offer %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(true);
  });

  it.each(pairs('refused'))('refuses an offer %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(false);
  });

  it.each(TRANSITIONS)('%s leads to its status and records its event', (transition) => {
    const rule = OFFER_TRANSITIONS[transition];

    expect({ to: rule.to, event: rule.event }).toEqual(OUTCOME[transition]);
  });
});

const offer = {
  id: 'offer-1',
  userId: 'maker-1',
  matchId: 'match-1',
  amountCents: 2500n,
  selection: 'home_win',
  createdAt: new Date('2026-11-26T12:00:00Z'),
} as Offer;

const bet = {
  id: 'bet-1',
  offerId: offer.id,
  matchId: offer.matchId,
  makerId: offer.userId,
  takerId: 'taker-1',
  amountCents: offer.amountCents,
  makerSelection: 'home_win',
  takerSelection: 'away_win',
} as Bet;

const movedRow: MovedOffer = {
  id: offer.id,
  user_id: offer.userId,
  amount_cents: '2500',
  bet_id: 'bet-1',
  created_at: offer.createdAt,
};

/** A database where the guard finds `rows` (none: the offer is in no from-status). */
function setUp(rows: MovedOffer[]) {
  const statements: string[] = [];
  const recorded: EventEnvelope[] = [];
  const manager = {
    query: jest.fn(async (sql: string) => {
      statements.push(sql);
      return [rows, rows.length];
    }),
    findOneByOrFail: jest.fn(async () => offer),
    findBy: jest.fn(async () => (rows.length > 0 ? [offer] : [])),
  } as unknown as EntityManager;
  const outbox = {
    add: jest.fn(async (_manager: EntityManager, ...events: EventEnvelope[]) => {
      recorded.push(...events);
    }),
  } as unknown as OutboxService;
  return { manager, transitions: new OfferTransitions(outbox), statements, recorded };
}

type Run = (transitions: OfferTransitions, manager: EntityManager) => Promise<unknown>;

/** Each way to run a transition, with the columns its UPDATE sets. */
const RUNS: {
  name: string;
  transition: OfferTransition;
  sets: string[];
  run: Run;
  /** Recorded before the transition's own event: the claim a withdrawn offer had is abandoned with it. */
  claimEvents?: string[];
}[] = [
  {
    name: 'open',
    transition: 'open',
    sets: ['status', 'updated_at'],
    run: (t, m) => t.open(m, offer.id),
  },
  {
    name: 'reject',
    transition: 'reject',
    sets: ['status', 'rejection_reason', 'updated_at'],
    run: (t, m) => t.reject(m, offer, 'Insufficient balance'),
  },
  {
    name: 'rejectPendingOf',
    transition: 'reject',
    sets: ['status', 'rejection_reason', 'updated_at'],
    run: (t, m) => t.rejectPendingOf(m, offer.userId, 'Account suspended'),
  },
  {
    name: 'claimAll',
    transition: 'claim',
    sets: ['status', 'bet_id', 'claimed_at', 'updated_at'],
    run: (t, m) =>
      t.claimAll(
        m,
        [{ offerId: offer.id, takerId: 'taker-1', betId: 'bet-1', stakeCents: 2500n }],
        new Date(),
      ),
  },
  {
    name: 'giveUpClaim',
    transition: 'giveUpClaim',
    sets: ['status', 'bet_id', 'claimed_at', 'updated_at'],
    run: (t, m) => t.giveUpClaim(m, offer.id, 'bet-1'),
  },
  {
    name: 'giveUpClaims',
    transition: 'giveUpClaim',
    sets: ['status', 'bet_id', 'claimed_at', 'updated_at'],
    run: (t, m) => t.giveUpClaims(m, [{ offerId: offer.id, betId: 'bet-1' }]),
  },
  {
    name: 'matchAll',
    transition: 'match',
    sets: ['status', 'claimed_at', 'updated_at'],
    run: (t, m) => t.matchAll(m, [{ bet }]),
  },
  {
    name: 'cancel',
    transition: 'cancel',
    sets: ['status', 'updated_at'],
    run: (t, m) => t.cancel(m, offer.id, offer.userId),
  },
  {
    name: 'withdrawAllOf',
    transition: 'withdraw',
    sets: ['status', 'bet_id', 'claimed_at', 'updated_at'],
    run: (t, m) => t.withdrawAllOf(m, offer.userId),
    claimEvents: ['betting.ClaimAbandoned'],
  },
  {
    name: 'expire',
    transition: 'expire',
    sets: ['status', 'updated_at'],
    run: (t, m) => t.expire(m, 'SELECT o.id FROM chosen o', []),
  },
  {
    name: 'close(settle)',
    transition: 'settle',
    sets: ['status', 'updated_at'],
    run: (t, m) => t.close(m, offer.id, 'settle'),
  },
  {
    name: 'close(void)',
    transition: 'void',
    sets: ['status', 'updated_at'],
    run: (t, m) => t.close(m, offer.id, 'void'),
  },
];

const setClause = (sql: string) => /\bSET\s+([\s\S]+?)\s+(?:WHERE|FROM)\s/.exec(sql)?.[1] ?? '';

/** The statuses a statement's guards name: `status = 'x'` and `status IN ('x', 'y')`, outside its SET. */
function guardedStatuses(sql: string): string[] {
  const where = sql.replace(setClause(sql), '');
  const named = [...where.matchAll(/(?<![\w.])(?:o\.)?status\s*(?:=\s*'(\w+)'|IN\s*\(([^)]*)\))/gi)].flatMap(
    ([, single, list]) => (single ? [single] : list.split(',').map((s) => s.trim().replace(/'/g, ''))),
  );
  return [...new Set(named)].sort();
}

describe(OfferTransitions.name, () => {
  it.each(RUNS)('$name guards its UPDATE with exactly the from-statuses of the lifecycle', async (run) => {
    const { manager, transitions, statements } = setUp([movedRow]);

    await run.run(transitions, manager);

    expect(statements).toHaveLength(1);
    expect(guardedStatuses(statements[0])).toEqual(allowedFrom(run.transition));
  });

  it.each(RUNS)('$name sets its status and only its columns', async (run) => {
    const { manager, transitions, statements } = setUp([movedRow]);

    await run.run(transitions, manager);

    const assignments = setClause(statements[0])
      .split(',')
      .map((assignment) => assignment.trim());
    expect(assignments.map((assignment) => assignment.split(/\s*=/)[0])).toEqual(run.sets);
    expect(assignments[0]).toBe(`status = '${OUTCOME[run.transition].to}'`);
  });

  it.each(RUNS)('$name records its event when the offer moves', async (run) => {
    const { manager, transitions, recorded } = setUp([movedRow]);

    await run.run(transitions, manager);

    const expected = OUTCOME[run.transition].event;
    expect(recorded.map((event) => event.type)).toEqual([
      ...(run.claimEvents ?? []),
      ...(expected ? [expected] : []),
    ]);
    for (const event of recorded) expect(event.key).toBe(offer.id);
  });

  it.each(RUNS)('$name records nothing when no offer is in a from-status', async (run) => {
    const { manager, transitions, recorded } = setUp([]);

    const answer = await run.run(transitions, manager);

    expect(recorded).toEqual([]);
    expect([false, 0, [], new Set(), undefined]).toContainEqual(answer);
  });

  it('answers a suspended maker’s offers oldest first, with their events in that order', async () => {
    const newer = { ...movedRow, id: 'offer-2', created_at: new Date('2026-11-26T13:00:00Z') };
    const { manager, transitions, recorded } = setUp([newer, movedRow]);

    const withdrawn = await transitions.withdrawAllOf(manager, offer.userId);

    expect(withdrawn.map((row) => row.id)).toEqual(['offer-1', 'offer-2']);
    expect(recorded.map((event) => [event.key, event.type])).toEqual([
      ['offer-1', 'betting.ClaimAbandoned'],
      ['offer-1', 'betting.OfferCancelled'],
      ['offer-2', 'betting.ClaimAbandoned'],
      ['offer-2', 'betting.OfferCancelled'],
    ]);
  });
});
