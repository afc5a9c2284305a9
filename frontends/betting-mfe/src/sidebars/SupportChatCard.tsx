import { Link } from '@p2p/router';
import { buttonClassName, Icon } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import './sidebars.css';

/**
 * Where spec 01 promoted a bettors' chat that does not exist, the chat that does: the support desk,
 * answered live by the team (a guest signs in first).
 */
export function SupportChatCard() {
  const { isAuthenticated } = useSession();
  return (
    <aside className="sidebar-panel chat-promo" aria-labelledby="support-chat-title">
      <Icon name="chat" size={28} className="chat-promo__icon" />
      <h2 id="support-chat-title" className="sidebar-panel__title">
        Chat with Support
      </h2>
      <p className="sidebar-panel__text">
        A question about a bet, a deposit or a withdrawal? Our team answers here, live.
      </p>
      <Link
        to={isAuthenticated ? '/support' : '/login'}
        className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })}
      >
        {isAuthenticated ? 'Open Support Chat' : 'Sign In to Chat'}
      </Link>
    </aside>
  );
}
