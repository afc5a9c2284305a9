import type { IconName } from '@p2p/ui';

export interface AccountPage {
  to: string;
  /** Its entry in the profile sidebar (spec 01 "Profile sidebar"); absent: not listed there. */
  sidebar?: { label: string; icon: IconName };
  /** Its name in the profile dropdown (spec 01 "Top header"); absent: not listed there. */
  menu?: string;
}

/**
 * The account pages, in the order the profile sidebar and the profile dropdown both list them: one
 * list, so a page added, renamed or moved changes both.
 */
export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { to: '/', sidebar: { label: 'Dashboard', icon: 'home' } },
  { to: '/profile', sidebar: { label: 'Profile', icon: 'user' }, menu: 'My Profile' },
  { to: '/bethistory', sidebar: { label: 'Bet History', icon: 'history' }, menu: 'Bet History' },
  { to: '/deposit', sidebar: { label: 'Deposit', icon: 'deposit' } },
  { to: '/withdraw', sidebar: { label: 'Withdraw', icon: 'withdraw' } },
  { to: '/transactions', sidebar: { label: 'Transactions', icon: 'receipt' } },
  { to: '/settings', sidebar: { label: 'Settings', icon: 'settings' }, menu: 'Settings' },
  { to: '/support', sidebar: { label: 'Support', icon: 'chat' }, menu: 'Support' },
  { to: '/logout', menu: 'Logout' },
];

export const SIDEBAR_ENTRIES = ACCOUNT_PAGES.flatMap(({ to, sidebar }) =>
  sidebar ? [{ to, ...sidebar }] : [],
);
export const MENU_ENTRIES = ACCOUNT_PAGES.flatMap(({ to, menu }) => (menu ? [{ to, label: menu }] : []));
