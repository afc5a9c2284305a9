import type { EscrowTrail } from '@p2p/contracts/api';
import type { PeerBet } from '../shared/api/types';
import { anOffer } from './offer-factory';
import { ALICE } from './render';

let sequence = 0;

/**
 * A running $25 bet on Arsenal vs Chelsea: Alice made the offer on Home Win, Bob took Away Win. Seen
 * by Alice unless `currentUser` says otherwise.
 */
export function aBet(overrides: Partial<PeerBet> = {}): PeerBet {
  sequence += 1;
  const { match } = anOffer();
  return {
    id: `bet-${sequence}`,
    offerId: `offer-of-bet-${sequence}`,
    betAmount: '25.00',
    status: 'matched',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    settledAt: null,
    description: null,
    match,
    userA: { id: ALICE.id, username: ALICE.username, name: ALICE.name, selection: 'home_win' },
    userB: { id: 'u-bob', username: 'bob', name: 'Bob Smith', selection: 'away_win' },
    currentUser: { selection: 'home_win', isWinner: null, isUserA: true, result: null },
    ...overrides,
  };
}

/** The same bet settled after a 2-1 home win: Alice won, Bob lost. */
export function aSettledBet(overrides: Partial<PeerBet> = {}): PeerBet {
  const bet = aBet();
  return {
    ...bet,
    status: 'settled',
    settledAt: new Date().toISOString(),
    match: { ...bet.match, status: 'Finished', score: { home: 2, away: 1 } },
    currentUser: { selection: 'home_win', isWinner: true, isUserA: true, result: 'won' },
    ...overrides,
  };
}

/** The wallet's trail of a settled bet its maker won: both stakes held and captured, the pot less 2.5% paid. */
export function aWonEscrowTrail(bet: PeerBet): EscrowTrail {
  const held = {
    step: 'held' as const,
    transactionId: 'aaaa1111-0000-4000-8000-000000000001',
    at: bet.createdAt,
  };
  const settledAt = bet.settledAt ?? new Date().toISOString();
  const settlement = { transactionId: 'cccc3333-0000-4000-8000-000000000003', at: settledAt };
  return {
    betId: bet.id,
    stake: bet.betAmount,
    sides: [
      { role: 'maker', userId: bet.userA.id, username: bet.userA.username },
      { role: 'taker', userId: bet.userB.id, username: bet.userB.username },
    ],
    commission: {
      rateBps: 250,
      amount: '1.25',
      rule: "2.5% of the pot, taken from the loser's stake (BET_COMMISSION_BPS)",
    },
    rows: [
      { ...held, userId: bet.userA.id, amount: bet.betAmount },
      { ...held, userId: bet.userB.id, amount: bet.betAmount },
      { ...settlement, step: 'captured', userId: bet.userA.id, amount: bet.betAmount },
      { ...settlement, step: 'captured', userId: bet.userB.id, amount: bet.betAmount },
      { ...settlement, step: 'paid', userId: bet.userA.id, amount: '48.75' },
      { ...settlement, step: 'commission', userId: bet.userB.id, amount: '1.25' },
    ],
  };
}
