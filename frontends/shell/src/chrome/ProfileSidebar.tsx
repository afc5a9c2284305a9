import { Icon } from '@p2p/ui';
import { NavLink } from '@p2p/router';
import { SIDEBAR_ENTRIES } from './account-pages';

/** The account pages' sidebar; the current path is highlighted (and marked aria-current). */
export function ProfileSidebar() {
  return (
    <nav className="profile-sidebar" aria-label="Account">
      <ul>
        {SIDEBAR_ENTRIES.map((entry) => (
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
