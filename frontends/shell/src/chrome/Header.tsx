import { buttonClassName, Money } from '@p2p/ui';
import { useBalance, useSession } from '@p2p/web-session';
import { useState } from 'react';
import { Link } from '@p2p/router';
import { AccountMenu } from './AccountMenu';
import { DepositFundsModal } from './DepositFundsModal';
import { MainNav } from './MainNav';
import { NotificationBell } from './NotificationBell';

/** The top header of spec 01 section 2; below 900 px the menu folds behind a toggle. */
export function Header() {
  const { isAuthenticated } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [depositOpen, setDepositOpen] = useState(false);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
        </button>
        <Link to="/" className="brand">
          <span className="brand__mark">P2P</span> <span className="brand__name">Bet</span>
        </Link>
        <MainNav id="main-nav" open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <div className="app-header__account">
          {isAuthenticated ? (
            <>
              <HeaderBalance />
              <button
                type="button"
                className={buttonClassName({ size: 'sm' }, 'deposit-button')}
                onClick={() => setDepositOpen(true)}
              >
                <span aria-hidden="true">+</span>
                <span className="deposit-button__label">Deposit</span>
              </button>
              <NotificationBell />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                Login
              </Link>
              <Link to="/signup" className={buttonClassName({ size: 'sm' })}>
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
      <DepositFundsModal open={depositOpen} onClose={() => setDepositOpen(false)} />
    </header>
  );
}

function HeaderBalance() {
  const { available } = useBalance();
  return (
    <div className="header-balance" aria-live="polite" data-testid="header-balance">
      <span className="header-balance__label">Balance</span>
      <Money value={available} className="header-balance__amount" />
    </div>
  );
}
