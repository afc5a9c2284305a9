import { createEvent, Money, Events } from '@p2p/contracts';
import type { Deposit } from './deposit.entity';

type DepositFigures = Pick<Deposit, 'id' | 'userId' | 'amountCents'>;

/** Every event of a deposit is keyed by its id, so its story (submitted, then decided) stays in order. */
export const depositSubmitted = (
  deposit: Pick<
    Deposit,
    | 'id'
    | 'userId'
    | 'amountCents'
    | 'processingFeeCents'
    | 'netAmountCents'
    | 'methodType'
    | 'methodName'
    | 'transactionReference'
  >,
  hasProof: boolean,
) =>
  createEvent(Events.DepositSubmitted, deposit.id, {
    depositId: deposit.id,
    userId: deposit.userId,
    amount: Money.format(deposit.amountCents),
    fee: Money.format(deposit.processingFeeCents),
    net: Money.format(deposit.netAmountCents),
    methodType: deposit.methodType,
    methodName: deposit.methodName,
    transactionReference: deposit.transactionReference,
    hasProof,
  });

export const depositApproved = (deposit: Deposit, approvedBy: string, adminNotes: string | null) =>
  createEvent(Events.DepositApproved, deposit.id, {
    depositId: deposit.id,
    userId: deposit.userId,
    amount: Money.format(deposit.amountCents),
    fee: Money.format(deposit.processingFeeCents),
    net: Money.format(deposit.netAmountCents),
    approvedBy,
    adminNotes,
  });

export const depositRejected = (deposit: DepositFigures, rejectedBy: string, adminNotes: string | null) =>
  createEvent(Events.DepositRejected, deposit.id, {
    depositId: deposit.id,
    userId: deposit.userId,
    amount: Money.format(deposit.amountCents),
    rejectedBy,
    adminNotes,
  });

export const depositExpired = (deposit: DepositFigures) =>
  createEvent(Events.DepositExpired, deposit.id, {
    depositId: deposit.id,
    userId: deposit.userId,
    amount: Money.format(deposit.amountCents),
  });
