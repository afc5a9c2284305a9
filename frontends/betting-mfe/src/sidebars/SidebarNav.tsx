import { Icon, type IconName } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { NavLink } from '@p2p/router';
import './sidebars.css';

interface Entry {
  to: string;
  label: string;
  icon: IconName;
}

/**
 * Spec 01's navigation entries by route name. Bonuses and VIP have no screen in either specification,
 * so they are left out rather than shown as dead links; Admin Panel shows only for the admin role
 * the server put in the user object (the admin route and every admin call check it again).
 */
const ENTRIES: Entry[] = [
  { to: '/', label: 'Dashboard', icon: 'home' },
  { to: '/live', label: 'Live Betting', icon: 'bolt' },
  { to: '/bethistory', label: 'Bet History', icon: 'history' },
  { to: '/deposit', label: 'Deposits', icon: 'deposit' },
  { to: '/withdraw', label: 'Withdrawals', icon: 'withdraw' },
  { to: '/support', label: 'Support', icon: 'headset' },
];

export function SidebarNav() {
  const { isAdmin } = useSession();
  const entries = isAdmin
    ? [...ENTRIES, { to: '/admin', label: 'Admin Panel', icon: 'shield' as const }]
    : ENTRIES;
  return (
    <nav className="sidebar-panel sidebar-nav" aria-label="Betting">
      <ul>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end
              className={({ isActive }) =>
                ['sidebar-nav__link', isActive && 'sidebar-nav__link--active'].filter(Boolean).join(' ')
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
