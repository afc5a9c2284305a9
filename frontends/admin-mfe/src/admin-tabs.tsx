import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  Panel: LazyExoticComponent<ComponentType>;
  /** Shown only while football's matches are simulated (demo mode); absent with a real feed. */
  simulatedOnly?: boolean;
}

/** A tab's module loads when the tab is first opened, so /admin downloads only the tab it shows. */
function tab<K extends string>(
  id: string,
  label: string,
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
  options: Pick<AdminTab, 'simulatedOnly'> = {},
): AdminTab {
  return { id, label, Panel: lazy(async () => ({ default: (await load())[exportName] })), ...options };
}

/** The Admin Panel's tabs, in the order they are shown; the first is the default. */
export const ADMIN_TABS: readonly AdminTab[] = [
  tab(
    'payment-methods',
    'Payment Methods',
    () => import('./payment-methods/PaymentMethodsTab'),
    'PaymentMethodsTab',
  ),
  tab('deposits', 'Deposit Requests', () => import('./deposits/DepositsTab'), 'DepositsTab'),
  tab('withdrawals', 'Withdrawals', () => import('./withdrawals/WithdrawalsTab'), 'WithdrawalsTab'),
  tab('users', 'Users', () => import('./users/UsersTab'), 'UsersTab'),
  tab('bets', 'Bets', () => import('./bets/BetsTab'), 'BetsTab'),
  tab('matches', 'Matches', () => import('./matches/MatchesTab'), 'MatchesTab', { simulatedOnly: true }),
  tab('stats', 'Stats', () => import('./stats/StatsTab'), 'StatsTab'),
  tab('audit', 'Audit Log', () => import('./audit/AuditTab'), 'AuditTab'),
  tab('support', 'Support', () => import('./support/SupportTab'), 'SupportTab'),
];
