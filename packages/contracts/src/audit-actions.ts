/**
 * Every action the audit log records: the admin service's `audited-events.ts` can write no other
 * (its drafts are typed by this list), so the console's filter offers exactly these. No imports:
 * browsers load this file on its own (`@p2p/contracts/audit-actions`).
 */
export const AUDIT_ACTIONS = [
  'deposit.approved',
  'deposit.rejected',
  'withdrawal.paid',
  'withdrawal.rejected',
  'payment_method.created',
  'payment_method.updated',
  'payment_method.deleted',
  'exchange_rate.set',
  'user.role_changed',
  'user.suspended',
  'user.reinstated',
  'bet.settled_manually',
  'match.finished_manually',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
