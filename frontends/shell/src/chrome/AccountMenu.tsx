import { Avatar } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { Link } from '@p2p/router';
import { MENU_ENTRIES } from './account-pages';
import { useDropdown } from './use-dismiss';

/** The profile dropdown: the user's name (Guest when unknown) and the account pages. */
export function AccountMenu() {
  const { user } = useSession();
  const { open, setOpen, toggle, container, button } = useDropdown<HTMLDivElement>();
  const name = user?.name || 'Guest';

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls="account-menu"
        onClick={toggle}
      >
        <Avatar name={name} src={user?.avatar} size="sm" />
        <span className="account-button__name">{name}</span>
        <span aria-hidden="true" className="nav-dropdown__caret">
          ▾
        </span>
      </button>
      {open && (
        <ul className="nav-dropdown__menu nav-dropdown__menu--end" id="account-menu">
          {MENU_ENTRIES.map((item) => (
            <li key={item.to}>
              <Link className="nav-dropdown__option" to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
