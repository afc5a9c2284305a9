import { Icon } from '@p2p/ui';
import './sidebars.css';

/**
 * Spec 01's Live Football Chat promo. There is no chat service yet, so it says so rather than offering
 * a button that does nothing.
 */
export function ChatPromo() {
  return (
    <aside className="sidebar-panel chat-promo" aria-labelledby="chat-promo-title">
      <Icon name="chat" size={28} className="chat-promo__icon" />
      <h2 id="chat-promo-title" className="sidebar-panel__title">
        Live Football Chat
      </h2>
      <p className="sidebar-panel__text">
        Talk tactics with other bettors while the match is on. Coming soon to P2P Bet.
      </p>
    </aside>
  );
}
