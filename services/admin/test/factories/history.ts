import type { EventEnvelope } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { event } from '../support/admin-app';
import {
  betPaidOut,
  betSettled,
  depositApproved,
  depositSubmitted,
  exchangeOffer,
  exchangeOfferCreated,
  matchScheduled,
  offerCreated,
  offerMatched,
  partMatched,
  partPaidOut,
  partSettled,
  userRegistered,
  withdrawalProcessed,
  withdrawalRequested,
} from './events';

const DAY_MS = 86_400_000;

/**
 * A small platform's life, one event of every type the read models project and some they do not,
 * spread over the last days: for the rebuild and the idempotency tests, which compare whole tables.
 */
export function platformHistory(now = Date.now()): EventEnvelope[] {
  const at = (daysAgo: number, minutes = 0) => new Date(now - daysAgo * DAY_MS + minutes * 60_000);
  const alice = userRegistered({ name: 'Alice Maker' });
  const bob = userRegistered({ name: 'Bob Taker' });
  const adminId = randomUUID();
  const match = matchScheduled();
  const open = offerCreated({ userId: alice.userId, matchId: match.matchId, stake: '5.00' });
  const taken = offerCreated({ userId: alice.userId, matchId: match.matchId, stake: '25.00' });
  const cancelled = offerCreated({ userId: bob.userId, matchId: match.matchId });
  const expired = offerCreated({ userId: bob.userId, matchId: match.matchId });
  const bet = offerMatched({
    offerId: taken.offerId,
    matchId: match.matchId,
    makerId: alice.userId,
    takerId: bob.userId,
    stake: '25.00',
  });
  const secondBet = offerMatched({ matchId: match.matchId, makerId: bob.userId, takerId: alice.userId });
  // Alice backs at 2.5 for $10.00 and bob lays $4.00 of it, a part he wins: $6.00 of liability held.
  const backed = exchangeOffer({ makerId: alice.userId, matchId: match.matchId, odds: 250, stake: '10.00' });
  const part = partMatched(backed, bob.userId, '4.00');
  const deposit = depositSubmitted({ userId: alice.userId });
  const pending = depositSubmitted({ userId: bob.userId, amount: '40.00' });
  const rejected = depositSubmitted({ userId: bob.userId, amount: '70.00' });
  const expiredDeposit = depositSubmitted({ userId: bob.userId, amount: '9.00' });
  const withdrawal = withdrawalRequested({ userId: alice.userId });
  const paidWithdrawal = withdrawalRequested({ userId: alice.userId, amountUsd: '20.00' });
  const rejectedWithdrawal = withdrawalRequested({ userId: bob.userId });
  const cancelledWithdrawal = withdrawalRequested({ userId: bob.userId });
  return [
    event('auth.UserRegistered', alice.userId, alice, { occurredAt: at(6) }),
    event('auth.UserRegistered', bob.userId, bob, { occurredAt: at(2) }),
    event('auth.UserUpdated', bob.userId, { ...bob, name: 'Robert Taker' }, { occurredAt: at(1) }),
    event('auth.UserSignedIn', alice.userId, { userId: alice.userId, at: at(0).toISOString() }),
    event('auth.UserRoleChanged', bob.userId, {
      userId: bob.userId,
      previousRole: 'user',
      role: 'admin',
      changedBy: adminId,
    }),
    event('auth.UserStatusChanged', alice.userId, {
      userId: alice.userId,
      previousStatus: 'active',
      status: 'suspended',
      reason: 'Chargebacks',
      changedBy: adminId,
    }),
    event('football.MatchScheduled', match.matchId, match),
    event('football.MatchUpdated', match.matchId, {
      matchId: match.matchId,
      status: 'Scheduled',
      minute: 0,
      homeScore: 0,
      awayScore: 0,
      kickoffAt: new Date(now + 2 * DAY_MS).toISOString(),
    }),
    event('wallet.DepositSubmitted', deposit.depositId, deposit, { occurredAt: at(5) }),
    event('wallet.DepositApproved', deposit.depositId, depositApproved(deposit, { approvedBy: adminId }), {
      occurredAt: at(4),
    }),
    event('wallet.DepositSubmitted', pending.depositId, pending),
    event('wallet.DepositSubmitted', rejected.depositId, rejected),
    event('wallet.DepositRejected', rejected.depositId, {
      depositId: rejected.depositId,
      userId: bob.userId,
      amount: rejected.amount,
      rejectedBy: adminId,
      adminNotes: 'No such transfer',
    }),
    event('wallet.DepositSubmitted', expiredDeposit.depositId, expiredDeposit),
    event('wallet.DepositExpired', expiredDeposit.depositId, {
      depositId: expiredDeposit.depositId,
      userId: bob.userId,
      amount: expiredDeposit.amount,
    }),
    event('wallet.BalanceChanged', alice.userId, {
      userId: alice.userId,
      available: '97.00',
      held: '0.00',
      reason: 'deposit',
      ref: deposit.depositId,
    }),
    event('betting.OfferCreated', open.offerId, open),
    event('betting.OfferCreated', taken.offerId, taken),
    event('betting.OfferCreated', cancelled.offerId, cancelled),
    event('betting.OfferCancelled', cancelled.offerId, {
      offerId: cancelled.offerId,
      userId: bob.userId,
      stake: cancelled.stake,
    }),
    event('betting.OfferCreated', expired.offerId, expired),
    event('betting.OfferExpired', expired.offerId, {
      offerId: expired.offerId,
      userId: bob.userId,
      stake: expired.stake,
    }),
    event('betting.OfferRejected', randomUUID(), {
      offerId: randomUUID(),
      userId: bob.userId,
      stake: '3.00',
      reason: 'Insufficient balance',
    }),
    event('betting.OfferMatched', bet.offerId, bet, { occurredAt: at(3) }),
    event('wallet.BalanceChanged', alice.userId, {
      userId: alice.userId,
      available: '72.00',
      held: '25.00',
      reason: 'hold',
      ref: `offer:${taken.offerId}`,
    }),
    event('betting.BetSettled', bet.offerId, betSettled(bet), { occurredAt: at(2) }),
    event('wallet.BetPaidOut', bet.betId, betPaidOut(bet, { pot: '50.00', commission: '1.00' }), {
      occurredAt: at(2),
    }),
    event('betting.OfferMatched', secondBet.offerId, secondBet),
    event(
      'betting.BetSettled',
      secondBet.offerId,
      betSettled(secondBet, {
        result: 'void',
        winnerId: null,
        settledBy: { adminId, reason: 'Match abandoned' },
      }),
    ),
    event('betting.OfferCreated', backed.offerId, exchangeOfferCreated(backed), { occurredAt: at(2) }),
    event('betting.OfferMatched', part.offerId, part, { occurredAt: at(1) }),
    event('betting.BetSettled', part.offerId, partSettled(part, bob.userId, '0.12')),
    event('wallet.BetPaidOut', part.betId, partPaidOut(part, bob.userId, '0.12')),
    event('wallet.WithdrawalRequested', withdrawal.withdrawalId, withdrawal),
    event('wallet.WithdrawalRequested', paidWithdrawal.withdrawalId, paidWithdrawal),
    event('wallet.WithdrawalPaid', paidWithdrawal.withdrawalId, withdrawalProcessed(paidWithdrawal)),
    event('wallet.WithdrawalRequested', rejectedWithdrawal.withdrawalId, rejectedWithdrawal),
    event(
      'wallet.WithdrawalRejected',
      rejectedWithdrawal.withdrawalId,
      withdrawalProcessed(rejectedWithdrawal),
    ),
    event('wallet.WithdrawalRequested', cancelledWithdrawal.withdrawalId, cancelledWithdrawal),
    event('wallet.WithdrawalCancelled', cancelledWithdrawal.withdrawalId, {
      withdrawalId: cancelledWithdrawal.withdrawalId,
      userId: bob.userId,
      amountUsd: cancelledWithdrawal.amountUsd,
    }),
    event('wallet.ExchangeRateSet', 'NGN', { ngnPerUsd: '1550.00', previous: '1500.00', setBy: adminId }),
  ];
}
