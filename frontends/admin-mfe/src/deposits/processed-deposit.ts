import type { AuditEntry, Deposit } from '@p2p/contracts/api';

/** A decided deposit as the processed list shows it: outcome, date and notes (spec 02 section 4). */
export interface ProcessedDeposit {
  id: string;
  status: string;
  amount: string | null;
  userId: string | null;
  /** Known when the wallet's answer carried it; the audit log names only the id. */
  username: string | null;
  adminNotes: string | null;
  processedAt: string;
  /** The deciding admin's name, or null when only their id is known. */
  processedBy: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}

/** An audit entry of a deposit decision (`after`: { status, userId, amount, adminNotes, ... }). */
export function fromAuditEntry(entry: AuditEntry): ProcessedDeposit {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return {
    id: entry.targetId,
    status: text(after.status) ?? entry.action.replace(/^deposit\./, ''),
    amount: text(after.amount),
    userId: text(after.userId),
    username: null,
    adminNotes: text(after.adminNotes),
    processedAt: entry.occurredAt,
    processedBy: entry.actorName,
  };
}

/** The wallet's answer to a decision made on this page, before the audit log has caught up. */
export function fromDecision(deposit: Deposit, adminName: string): ProcessedDeposit {
  return {
    id: deposit.id,
    status: deposit.status,
    amount: deposit.amount,
    userId: deposit.user.id,
    username: deposit.user.username,
    adminNotes: deposit.adminNotes,
    processedAt: deposit.processedAt ?? new Date().toISOString(),
    processedBy: adminName,
  };
}
