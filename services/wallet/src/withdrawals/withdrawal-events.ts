import { createEvent, Money, Events } from '@p2p/contracts';
import type { Withdrawal } from './withdrawal.entity';

/** Every event of a withdrawal is keyed by its id: requested, then paid, rejected or cancelled. */
export const withdrawalRequested = (withdrawal: Withdrawal) =>
  createEvent(Events.WithdrawalRequested, withdrawal.id, {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountNgn: Money.format(withdrawal.amountNgnKobo),
    amountUsd: Money.format(withdrawal.amountUsdCents),
    rate: Money.format(withdrawal.ngnPerUsd),
    bankName: withdrawal.bankName,
    accountNumber: withdrawal.accountNumber,
    accountName: withdrawal.accountName,
  });

export const withdrawalProcessed = (
  withdrawal: Withdrawal,
  decision: { status: 'paid' | 'rejected'; processedBy: string; adminNotes: string | null },
) =>
  createEvent(decision.status === 'paid' ? Events.WithdrawalPaid : Events.WithdrawalRejected, withdrawal.id, {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountNgn: Money.format(withdrawal.amountNgnKobo),
    amountUsd: Money.format(withdrawal.amountUsdCents),
    processedBy: decision.processedBy,
    adminNotes: decision.adminNotes,
  });

export const withdrawalCancelled = (withdrawal: Withdrawal) =>
  createEvent(Events.WithdrawalCancelled, withdrawal.id, {
    withdrawalId: withdrawal.id,
    userId: withdrawal.userId,
    amountUsd: Money.format(withdrawal.amountUsdCents),
  });
