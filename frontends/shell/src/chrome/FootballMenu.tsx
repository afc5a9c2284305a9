import { emitChromeEvent, LEAGUES } from '@p2p/web-session';
import { useLocation, useNavigate } from '@p2p/router';
import { useDropdown } from './use-dismiss';

/** Football with the six leagues: choosing one tells the dashboard below (spec 01: it has no route). */
export function FootballMenu({ active, onChoose }: { active: boolean; onChoose: () => void }) {
  const { open, setOpen, toggle, container, button } = useDropdown<HTMLDivElement>();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (league: string) => {
    setOpen(false);
    onChoose();
    if (location.pathname !== '/') await navigate('/');
    emitChromeEvent({ type: 'league', league });
  };

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className={['main-nav__item', active && 'main-nav__item--active'].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls="football-leagues"
        onClick={toggle}
      >
        Football{' '}
        <span aria-hidden="true" className="nav-dropdown__caret">
          ▾
        </span>
      </button>
      {open && (
        <ul className="nav-dropdown__menu" id="football-leagues">
          {LEAGUES.map((league) => (
            <li key={league}>
              <button type="button" className="nav-dropdown__option" onClick={() => void choose(league)}>
                {league}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
