import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { exchangeCommissions, SettledPart } from './exchange-commission';

const ALICE = 'alice';
const BOB = 'bob';
const CAROL = 'carol';

const part = (betId: string, overrides: Partial<SettledPart>): SettledPart => ({
  betId,
  market: 'm1:match_result',
  makerId: ALICE,
  takerId: BOB,
  makerStakeCents: 2000n,
  takerStakeCents: 4000n,
  winnerId: ALICE,
  ...overrides,
});

describe('exchange commission per bettor and market', () => {
  it("charges alice's winnings from two layers once, on her net, spread over her winning bets", () => {
    // Alice backed Home at 3.0 for $50: bob laid $20 (liability $40), carol $30 (liability $60).
    const commissions = exchangeCommissions(
      [
        part('b1', { takerId: BOB, makerStakeCents: 2000n, takerStakeCents: 4000n }),
        part('b2', { takerId: CAROL, makerStakeCents: 3000n, takerStakeCents: 6000n }),
      ],
      500,
    );
    // 5% of $100 won is $5.00: the first bet pays what it can ($5.00 <= $40.00), the second none.
    expect(commissions).toEqual(
      new Map([
        ['b1', 500n],
        ['b2', 0n],
      ]),
    );
  });

  it('charges the net, not each winning bet, when a bettor won and lost in one market', () => {
    const commissions = exchangeCommissions(
      [
        part('won', { winnerId: ALICE, takerStakeCents: 4000n }),
        part('lost', { makerId: ALICE, takerId: CAROL, makerStakeCents: 3000n, winnerId: CAROL }),
      ],
      1000,
    );
    // Alice: +$40.00 - $30.00 = $10.00 net, 10% is $1.00; carol won $30.00 alone, 10% is $3.00.
    expect(commissions.get('won')).toBe(100n);
    expect(commissions.get('lost')).toBe(300n);
  });

  it('charges nothing on a net loss, a push or a void, and keeps markets apart', () => {
    const commissions = exchangeCommissions(
      [
        part('won-results', { winnerId: ALICE, takerStakeCents: 1000n }),
        part('lost-results', { takerId: CAROL, makerStakeCents: 2000n, winnerId: CAROL }),
        part('won-goals', { market: 'm1:total_goals', winnerId: ALICE, takerStakeCents: 1000n }),
        part('push', { winnerId: null }),
      ],
      1000,
    );
    expect(commissions.get('won-results')).toBe(0n);
    expect(commissions.get('won-goals')).toBe(100n);
    expect(commissions.has('push')).toBe(false);
  });

  it('never charges a bet more than it won, and charges each bettor exactly their market commission', () => {
    const users = ['u1', 'u2', 'u3'];
    const arbitraryPart = fc.record({
      maker: fc.constantFrom(...users),
      taker: fc.constantFrom(...users),
      market: fc.constantFrom('a', 'b'),
      makerStake: fc.bigInt({ min: 1n, max: 100_000n }),
      takerStake: fc.bigInt({ min: 1n, max: 100_000n }),
      outcome: fc.constantFrom('maker', 'taker', 'push'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryPart, { maxLength: 30 }),
        fc.integer({ min: 0, max: 2000 }),
        (raw, bps) => {
          const parts: SettledPart[] = raw
            .filter((p) => p.maker !== p.taker)
            .map((p, index) => ({
              betId: `b${index}`,
              market: p.market,
              makerId: p.maker,
              takerId: p.taker,
              makerStakeCents: p.makerStake,
              takerStakeCents: p.takerStake,
              winnerId: p.outcome === 'maker' ? p.maker : p.outcome === 'taker' ? p.taker : null,
            }));
          const commissions = exchangeCommissions(parts, bps);
          for (const settled of parts) {
            const charged = commissions.get(settled.betId) ?? 0n;
            const won =
              settled.winnerId === settled.makerId ? settled.takerStakeCents : settled.makerStakeCents;
            expect(charged >= 0n && (settled.winnerId === null ? charged === 0n : charged <= won)).toBe(true);
          }
          for (const user of users) {
            for (const market of ['a', 'b']) {
              const mine = parts.filter(
                (p) => p.market === market && (p.makerId === user || p.takerId === user),
              );
              const net = mine.reduce((sum, p) => {
                if (p.winnerId === null) return sum;
                const isMaker = p.makerId === user;
                if (p.winnerId === user) return sum + (isMaker ? p.takerStakeCents : p.makerStakeCents);
                return sum - (isMaker ? p.makerStakeCents : p.takerStakeCents);
              }, 0n);
              const charged = mine
                .filter((p) => p.winnerId === user)
                .reduce((sum, p) => sum + (commissions.get(p.betId) ?? 0n), 0n);
              expect(charged).toBe(net > 0n ? (net * BigInt(bps)) / 10000n : 0n);
            }
          }
        },
      ),
    );
  });
});
