import { describe, expect, it, jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { BetStatus } from './bet.entity';
import { BET_TRANSITIONS, BetTransition, BetTransitions, isAllowed } from './bet-transitions';

const TRANSITIONS: BetTransition[] = ['settle', 'void'];

/** The lifecycle as specified: a matched bet closes once, settled or void, and stays so. */
const FROM: Record<BetStatus, { allowed: BetTransition[]; refused: BetTransition[] }> = {
  matched: { allowed: ['settle', 'void'], refused: [] },
  settled: { allowed: [], refused: ['settle', 'void'] },
  void: { allowed: [], refused: ['settle', 'void'] },
};

const LEADS_TO: Record<BetTransition, BetStatus> = { settle: 'settled', void: 'void' };

const pairs = (verdict: 'allowed' | 'refused') =>
  (Object.keys(FROM) as BetStatus[]).flatMap((status) =>
    FROM[status][verdict].map((transition) => [status, transition] as const),
  );

describe('BET_TRANSITIONS', () => {
  it('names every transition of the lifecycle, and no other', () => {
    expect(Object.keys(BET_TRANSITIONS).sort()).toEqual([...TRANSITIONS].sort());
  });

  it.each(pairs('allowed'))('allows a bet %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(true);
  });

  it.each(pairs('refused'))('refuses a bet %s to %s', (status, transition) => {
    expect(isAllowed(transition, status)).toBe(false);
  });

  it.each(TRANSITIONS)('%s leads to its status', (transition) => {
    expect(BET_TRANSITIONS[transition].to).toBe(LEADS_TO[transition]);
  });
});

describe('BetTransitions.close', () => {
  function setUp(moved: number) {
    const statements: Array<{ sql: string; parameters: unknown[] }> = [];
    const rows = Array.from({ length: moved }, () => ({ id: 'bet-1' }));
    const manager = {
      query: jest.fn(async (sql: string, parameters: unknown[]) => {
        statements.push({ sql: sql.replace(/\s+/g, ' ').trim(), parameters });
        return [rows, rows.length];
      }),
    } as unknown as EntityManager;
    return { manager, statements };
  }

  it.each(TRANSITIONS)(
    '%s is one UPDATE guarded by matched, keeping how the bet closed',
    async (transition) => {
      const { manager, statements } = setUp(1);
      const closing = { result: 'won' as const, winnerId: 'maker-1', settledBy: 'football', reason: null };

      expect(await new BetTransitions().close(manager, 'bet-1', transition, closing)).toBe(true);

      expect(statements).toHaveLength(1);
      expect(statements[0].sql).toContain(`UPDATE bets SET status = '${LEADS_TO[transition]}', result = $2`);
      expect(statements[0].sql).toContain(`WHERE id = $1 AND status = 'matched'`);
      // No commission of betting's on an even-money bet: the wallet charges it on the pot.
      expect(statements[0].parameters).toEqual(['bet-1', 'won', 'maker-1', 'football', null, null]);
    },
  );

  it("keeps the commission a part of an exchange offer's winner paid", async () => {
    const { manager, statements } = setUp(1);
    const closing = { result: 'won' as const, winnerId: 'taker-1', settledBy: 'football', reason: null };

    await new BetTransitions().close(manager, 'bet-1', 'settle', { ...closing, commissionCents: 250n });

    expect(statements[0].sql).toContain('commission_cents = $6');
    expect(statements[0].parameters).toEqual(['bet-1', 'won', 'taker-1', 'football', null, '250']);
  });

  it('answers false when the bet was closed meanwhile', async () => {
    const { manager } = setUp(0);
    const closing = { result: 'void' as const, winnerId: null, settledBy: 'admin-1', reason: 'Abandoned' };

    expect(await new BetTransitions().close(manager, 'bet-1', 'void', closing)).toBe(false);
  });
});
