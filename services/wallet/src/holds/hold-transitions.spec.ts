import { describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { HoldStatus } from './hold.entity';
import { HOLD_TRANSITIONS, HoldTransition, HoldTransitions, isAllowed } from './hold-transitions';

const TRANSITIONS: HoldTransition[] = [
  'refuse',
  'release',
  'capture',
  'refund',
  'carve',
  'refill',
  'giveBack',
];

const NONE_ALLOWED = { allowed: [], refused: TRANSITIONS };

/** The lifecycle as specified: what may happen to a hold in each status, and what may not. */
const FROM: Record<HoldStatus, { allowed: HoldTransition[]; refused: HoldTransition[] }> = {
  held: { allowed: TRANSITIONS, refused: [] },
  failed: NONE_ALLOWED,
  released: NONE_ALLOWED,
  returned: NONE_ALLOWED,
  captured: NONE_ALLOWED,
  tombstone: NONE_ALLOWED,
};

const LEADS_TO: Record<HoldTransition, HoldStatus> = {
  refuse: 'failed',
  release: 'released',
  capture: 'captured',
  refund: 'released',
  carve: 'held',
  refill: 'held',
  giveBack: 'returned',
};

const pairs = (verdict: 'allowed' | 'refused') =>
  (Object.keys(FROM) as HoldStatus[]).flatMap((status) =>
    FROM[status][verdict].map((transition) => [status, transition] as const),
  );

describe('HOLD_TRANSITIONS', () => {
  it('names every transition of the lifecycle, and no other', () => {
    expect(Object.keys(HOLD_TRANSITIONS).sort()).toEqual([...TRANSITIONS].sort());
  });

  it('rules on every transition from every status', () => {
    for (const { allowed, refused } of Object.values(FROM)) {
      expect([...allowed, ...refused].sort()).toEqual([...TRANSITIONS].sort());
    }
  });

  it.each(pairs('allowed'))('allows a hold %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(true);
  });

  it.each(pairs('refused'))('refuses a hold %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(false);
  });

  it.each(TRANSITIONS)('%s leads to its status', (transition) => {
    expect(HOLD_TRANSITIONS[transition].to).toBe(LEADS_TO[transition]);
  });
});

/** A database where the statement finds `rows`, recording what it was asked. */
function setUp(rows: unknown[]) {
  const statements: Array<{ sql: string; parameters: unknown[] }> = [];
  const manager = {
    query: jest.fn(async (sql: string, parameters: unknown[]) => {
      statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), parameters });
      return sql.trimStart().startsWith('UPDATE') ? [rows, rows.length] : rows;
    }),
  } as unknown as EntityManager;
  return { manager, transitions: new HoldTransitions(), statements };
}

describe('HoldTransitions', () => {
  it.each(TRANSITIONS)(
    '%s is one UPDATE guarded by its from-statuses, setting its status',
    async (transition) => {
      const moved = { key: 'offer:1', user_id: 'user-1', amount_cents: '2500' };
      const { manager, transitions, statements } = setUp([moved]);

      expect(await transitions.move(manager, transition, ['offer:1', 'bet:1'])).toEqual([moved]);

      expect(statements).toHaveLength(1);
      const [{ sql, parameters }] = statements;
      expect(sql).toMatch(/^UPDATE holds SET /);
      expect(sql).toContain(`SET status = '${LEADS_TO[transition]}', updated_at = now()`);
      expect(sql).toContain(`WHERE key = ANY($1::text[]) AND status = 'held'`);
      expect(parameters).toEqual([['offer:1', 'bet:1']]);
    },
  );

  it('answers nothing moved when no hold is in a from-status', async () => {
    const { manager, transitions } = setUp([]);

    expect(await transitions.move(manager, 'release', ['offer:1'])).toEqual([]);
  });

  it('places holds born held in key order, and tells which keys already had an answer', async () => {
    const fresh = setUp([{ key: 'bet:1' }]);
    const taken = setUp([]);
    const holds = [
      { key: 'offer:1', userId: 'user-2', amount: 1000n },
      { key: 'bet:1', userId: 'user-1', amount: 2500n },
    ];

    expect(await fresh.transitions.place(fresh.manager, holds)).toEqual(new Set(['bet:1']));
    expect(await taken.transitions.place(taken.manager, holds)).toEqual(new Set());
    expect(fresh.statements[0].sql).toContain(`ON CONFLICT (key) DO NOTHING RETURNING key`);
    expect(fresh.statements[0].parameters).toEqual([
      ['bet:1', 'offer:1'],
      ['user-1', 'user-2'],
      ['2500', '1000'],
      [null, null],
    ]);
  });

  it('carves each part out of its source with one UPDATE guarded by the source, its user and what it holds', async () => {
    const { manager, transitions, statements } = setUp([{ key: 'offer:1' }]);
    const parts = [{ key: 'part:1', userId: 'user-1', amount: 2000n, from: 'offer:1' }];

    const short = setUp([]);

    expect(await transitions.carve(manager, parts)).toEqual(new Set(['part:1']));
    expect(await short.transitions.carve(short.manager, parts)).toEqual(new Set());
    expect(statements).toHaveLength(1);
    expect(statements[0].sql).toContain(
      `SET amount_cents = amount_cents - $3, updated_at = now() WHERE key = $1 AND user_id = $2 AND source_key IS NULL AND amount_cents >= $3 AND status = 'held'`,
    );
    expect(statements[0].parameters).toEqual(['offer:1', 'user-1', '2000']);
  });

  it('locks a part for its give-back only while it is a held part', async () => {
    const part = { key: 'part:1', user_id: 'user-1', amount_cents: '2000', source_key: 'offer:1' };
    const found = setUp([part]);
    const none = setUp([]);

    expect(await found.transitions.lockHeldPart(found.manager, 'part:1')).toEqual(part);
    expect(await none.transitions.lockHeldPart(none.manager, 'bet:1')).toBeNull();
    expect(found.statements[0].sql).toContain(
      `WHERE key = $1 AND source_key IS NOT NULL AND status = 'held' FOR UPDATE`,
    );
  });

  it('refills a source with one UPDATE guarded by its user and its being held', async () => {
    const part = { key: 'part:1', user_id: 'user-1', amount_cents: '2000', source_key: 'offer:1' };
    const held = setUp([{ key: 'offer:1' }]);
    const givenUp = setUp([]);

    expect(await held.transitions.refill(held.manager, part)).toBe(true);
    expect(await givenUp.transitions.refill(givenUp.manager, part)).toBe(false);
    expect(held.statements[0].sql).toContain(
      `SET amount_cents = amount_cents + $3, updated_at = now() WHERE key = $1 AND user_id = $2 AND status = 'held'`,
    );
    expect(held.statements[0].parameters).toEqual(['offer:1', 'user-1', '2000']);
  });

  it('forestalls a hold with a tombstone only where the key has none', async () => {
    const fresh = setUp([{ key: 'bet:1' }]);
    const taken = setUp([]);

    expect(await fresh.transitions.forestall(fresh.manager, 'bet:1')).toBe(true);
    expect(await taken.transitions.forestall(taken.manager, 'bet:1')).toBe(false);
    expect(fresh.statements[0].sql).toContain(`VALUES ($1, 'tombstone') ON CONFLICT (key) DO NOTHING`);
  });
});
