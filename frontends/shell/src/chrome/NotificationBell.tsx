import { Money } from '@p2p/contracts/money';
import { useLiveEvent } from '@p2p/web-session';
import { useState } from 'react';
import { useDropdown } from './use-dismiss';

interface Notification {
  id: number;
  text: string;
  at: Date;
}

/**
 * The bell counts what the live connection told this user since the page opened (balance changes);
 * opening it marks them read (spec 01: the badge resets to 0 on click).
 */
export function NotificationBell() {
  const { open, toggle, container, button } = useDropdown<HTMLDivElement>();
  const [items, setItems] = useState<Notification[]>([]);
  const [unread, setUnread] = useState(0);

  useLiveEvent('balance', ({ available }) => {
    setItems((current) =>
      [
        { id: Date.now(), text: `Your available balance is now ${Money.display(available)}`, at: new Date() },
        ...current,
      ].slice(0, 10),
    );
    setUnread((count) => count + 1);
  });

  return (
    <div className="nav-dropdown" ref={container}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls="notifications-panel"
        onClick={() => {
          toggle();
          setUnread(0);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {unread > 0 && (
          <span className="icon-button__badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div className="nav-dropdown__menu nav-dropdown__menu--end notifications" id="notifications-panel">
          <p className="notifications__title">Notifications</p>
          {items.length === 0 ? (
            <p className="notifications__empty">You are all caught up.</p>
          ) : (
            <ul>
              {items.map((item) => (
                <li key={item.id} className="notifications__item">
                  <span>{item.text}</span>
                  <time dateTime={item.at.toISOString()}>
                    {item.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
