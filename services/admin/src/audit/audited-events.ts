import { Events, type EventEnvelope, type EventPayloads } from '@p2p/contracts';
import type { AuditAction, AuditEntry } from '@p2p/contracts/api';

/** What one admin action becomes in the audit log (the consumer adds who, when, and the request). */
export interface AuditDraft {
  action: AuditAction;
  actorId: string;
  targetType: AuditEntry['targetType'];
  targetId: string;
  before: unknown;
  after: unknown;
}

type Describe<P> = (payload: P) => AuditDraft | null;

/**
 * Every event that records an admin's action, and how it reads in the log: one line per event type.
 * Settlements are audited only when an admin ruled (settledBy), a match's result only when an admin
 * finished it now (finishedBy): the clock's or a feed's is no one's action.
 */
export const AUDITED_EVENTS: {
  [T in AuditedEventType]: Describe<EventPayloads[T]>;
} = {
  [Events.DepositApproved]: (deposit) => ({
    action: 'deposit.approved',
    actorId: deposit.approvedBy,
    targetType: 'deposit',
    targetId: deposit.depositId,
    before: { status: 'pending' },
    after: {
      status: 'approved',
      userId: deposit.userId,
      amount: deposit.amount,
      fee: deposit.fee,
      net: deposit.net,
      adminNotes: deposit.adminNotes ?? null,
    },
  }),
  [Events.DepositRejected]: (deposit) => ({
    action: 'deposit.rejected',
    actorId: deposit.rejectedBy,
    targetType: 'deposit',
    targetId: deposit.depositId,
    before: { status: 'pending' },
    after: {
      status: 'rejected',
      userId: deposit.userId,
      amount: deposit.amount,
      adminNotes: deposit.adminNotes ?? null,
    },
  }),
  [Events.WithdrawalPaid]: (withdrawal) => withdrawalDecision(withdrawal, 'paid'),
  [Events.WithdrawalRejected]: (withdrawal) => withdrawalDecision(withdrawal, 'rejected'),
  [Events.PaymentMethodChanged]: (change) => ({
    action: `payment_method.${change.change}`,
    actorId: change.changedBy,
    targetType: 'payment_method',
    targetId: change.methodId,
    before: change.before,
    after: change.after,
  }),
  [Events.ExchangeRateSet]: (rate) => ({
    action: 'exchange_rate.set',
    actorId: rate.setBy,
    targetType: 'exchange_rate',
    targetId: 'NGN/USD',
    before: rate.previous === null ? null : { ngnPerUsd: rate.previous },
    after: { ngnPerUsd: rate.ngnPerUsd },
  }),
  [Events.UserRoleChanged]: (change) => ({
    action: 'user.role_changed',
    actorId: change.changedBy,
    targetType: 'user',
    targetId: change.userId,
    before: { role: change.previousRole },
    // Events from before reasons were required have none.
    after: { role: change.role, reason: change.reason ?? null },
  }),
  [Events.UserStatusChanged]: (change) => ({
    action: change.status === 'suspended' ? 'user.suspended' : 'user.reinstated',
    actorId: change.changedBy,
    targetType: 'user',
    targetId: change.userId,
    before: { status: change.previousStatus },
    after: { status: change.status, reason: change.reason },
  }),
  [Events.BetSettled]: (settlement) =>
    settlement.settledBy
      ? {
          action: 'bet.settled_manually',
          actorId: settlement.settledBy.adminId,
          targetType: 'bet',
          targetId: settlement.betId,
          before: { status: 'matched' },
          after: {
            status: settlement.result === 'void' ? 'void' : 'settled',
            result: settlement.result,
            winnerId: settlement.winnerId,
            reason: settlement.settledBy.reason,
          },
        }
      : null,
  [Events.MatchFinished]: (finished) =>
    finished.finishedBy
      ? {
          action: 'match.finished_manually',
          actorId: finished.finishedBy.adminId,
          targetType: 'match',
          targetId: finished.matchId,
          before: finished.finishedBy.previous,
          after: {
            status: 'Finished',
            score: finished.score,
            result: finished.result,
            reason: finished.finishedBy.reason,
          },
        }
      : null,
};

export type AuditedEventType =
  | typeof Events.DepositApproved
  | typeof Events.DepositRejected
  | typeof Events.WithdrawalPaid
  | typeof Events.WithdrawalRejected
  | typeof Events.PaymentMethodChanged
  | typeof Events.ExchangeRateSet
  | typeof Events.UserRoleChanged
  | typeof Events.UserStatusChanged
  | typeof Events.BetSettled
  | typeof Events.MatchFinished;

export const AUDITED_EVENT_TYPES = Object.keys(AUDITED_EVENTS) as AuditedEventType[];

/** The entry an event makes, or null when it records no admin action. */
export function auditDraftOf(event: EventEnvelope): AuditDraft | null {
  const describe = AUDITED_EVENTS[event.type as AuditedEventType] as Describe<unknown> | undefined;
  return describe ? describe(event.payload) : null;
}

function withdrawalDecision(
  withdrawal: EventPayloads[typeof Events.WithdrawalPaid],
  status: 'paid' | 'rejected',
): AuditDraft {
  return {
    action: `withdrawal.${status}`,
    actorId: withdrawal.processedBy,
    targetType: 'withdrawal',
    targetId: withdrawal.withdrawalId,
    before: { status: 'pending' },
    after: {
      status,
      userId: withdrawal.userId,
      amountNgn: withdrawal.amountNgn,
      amountUsd: withdrawal.amountUsd,
      adminNotes: withdrawal.adminNotes ?? null,
    },
  };
}
