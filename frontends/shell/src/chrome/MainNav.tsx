import { Badge } from '@p2p/ui';
import { emitChromeEvent } from '@p2p/web-session';
import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from '@p2p/router';
import { FootballMenu } from './FootballMenu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  ['main-nav__item', isActive && 'main-nav__item--active'].filter(Boolean).join(' ');

/** Football (highlighted by default), Live Betting, Premium Markets, P2P Bet Offers. */
export function MainNav({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [liveChosen, setLiveChosen] = useState(false);
  const onRoutedPage = ['/premium-markets', '/bet-offers'].includes(location.pathname);

  const chooseLive = async () => {
    setLiveChosen(true);
    onNavigate();
    if (location.pathname !== '/') await navigate('/');
    emitChromeEvent({ type: 'live' });
  };

  return (
    <nav
      id={id}
      className={['main-nav', open && 'main-nav--open'].filter(Boolean).join(' ')}
      aria-label="Main"
    >
      <FootballMenu
        active={!onRoutedPage && !liveChosen}
        onChoose={() => {
          setLiveChosen(false);
          onNavigate();
        }}
      />
      <button
        type="button"
        className={['main-nav__item', !onRoutedPage && liveChosen && 'main-nav__item--active']
          .filter(Boolean)
          .join(' ')}
        onClick={() => void chooseLive()}
      >
        Live Betting <Badge tone="live">LIVE</Badge>
      </button>
      <NavLink to="/premium-markets" className={linkClass} onClick={onNavigate}>
        Premium Markets
      </NavLink>
      <NavLink to="/bet-offers" className={linkClass} onClick={onNavigate}>
        P2P Bet Offers
      </NavLink>
    </nav>
  );
}
