import type { AuditAction, AuditEntry } from '@p2p/contracts/api';
import { AUDIT_ACTIONS } from '@p2p/contracts/audit-actions';
import { queryString } from '../shared/query-string';

export const AUDIT_PAGE_SIZE = 20;

/** Every action the log can hold has a label: a new one in the contracts fails the type check here. */
const ACTION_LABELS: Record<AuditAction, string> = {
  'deposit.approved': 'Deposit approved',
  'deposit.rejected': 'Deposit rejected',
  'withdrawal.paid': 'Withdrawal paid',
  'withdrawal.rejected': 'Withdrawal rejected',
  'payment_method.created': 'Payment method added',
  'payment_method.updated': 'Payment method changed',
  'payment_method.deleted': 'Payment method deleted',
  'exchange_rate.set': 'Exchange rate set',
  'user.role_changed': 'User role changed',
  'user.suspended': 'User suspended',
  'user.reinstated': 'User reinstated',
  'bet.settled_manually': 'Bet settled by hand',
  'match.finished_manually': 'Match finished by hand',
};

/** The filter is an exact match, so a list to choose from rather than free text. */
export const ACTION_OPTIONS: ReadonlyArray<{ value: AuditAction; label: string }> = AUDIT_ACTIONS.map(
  (value) => ({ value, label: ACTION_LABELS[value] }),
);

export const TARGET_TYPES: ReadonlyArray<{ value: AuditEntry['targetType']; label: string }> = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'payment_method', label: 'Payment method' },
  { value: 'exchange_rate', label: 'Exchange rate' },
  { value: 'user', label: 'User' },
  { value: 'bet', label: 'Bet' },
  { value: 'match', label: 'Match' },
];

export function actionLabel(action: AuditAction): string {
  return ACTION_LABELS[action] ?? action;
}

export function targetLabel(type: AuditEntry['targetType']): string {
  return TARGET_TYPES.find((known) => known.value === type)?.label ?? type;
}

export interface AuditFilters {
  action: string;
  actorId: string;
  targetType: AuditEntry['targetType'] | '';
  targetId: string;
  /** yyyy-mm-dd, a UTC day, inclusive at both ends (the service reads a date alone as a whole day). */
  from: string;
  to: string;
  page: number;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actorId: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
  page: 1,
};

export function auditQuery(filters: AuditFilters): string {
  return queryString({
    action: filters.action,
    actorId: filters.actorId,
    targetType: filters.targetType,
    targetId: filters.targetId.trim(),
    from: filters.from,
    to: filters.to,
    page: filters.page,
    limit: AUDIT_PAGE_SIZE,
  });
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return Object.entries(filters).some(([name, value]) => name !== 'page' && value !== '');
}
