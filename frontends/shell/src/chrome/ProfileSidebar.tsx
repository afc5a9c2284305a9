import { Icon, type IconName } from '@p2p/ui';
import { NavLink } from '@p2p/router';

const ENTRIES: Array<{ to: string; label: string; icon: IconName }> = [
  { to: '/', label: 'Dashboard', icon: 'home' },
  { to: '/profile', label: 'Profile', icon: 'user' },
  { to: '/bethistory', label: 'Bet History', icon: 'history' },
  { to: '/deposit', label: 'Deposit', icon: 'deposit' },
  { to: '/withdraw', label: 'Withdraw', icon: 'withdraw' },
  { to: '/transactions', label: 'Transactions', icon: 'receipt' },
  { to: '/settings', label: 'Settings', icon: 'settings' },
  { to: '/support', label: 'Support', icon: 'chat' },
];

/** The account pages' sidebar; the current path is highlighted (and marked aria-current). */
export function ProfileSidebar() {
  return (
    <nav className="profile-sidebar" aria-label="Account">
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end
              className={({ isActive }) =>
                ['profile-sidebar__link', isActive && 'profile-sidebar__link--active']
                  .filter(Boolean)
                  .join(' ')
              }
            >
              <Icon name={entry.icon} />
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
