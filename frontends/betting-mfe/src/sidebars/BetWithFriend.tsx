import { Button, Icon } from '@p2p/ui';
import { useSession } from '@p2p/web-session';
import { useId, useState } from 'react';
import { Link, useNavigate } from '@p2p/router';
import type { FriendResult } from './friend-search';
import { FriendSearchField } from './FriendSearchField';
import './sidebars.css';

/**
 * Spec 01 right sidebar, Bet with a Friend: search a username (see FriendSearchField), pick a user,
 * Connect opens their offers.
 */
export function BetWithFriend() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<FriendResult | null>(null);

  return (
    <section className="sidebar-panel friend-search" aria-labelledby={`${id}-title`}>
      <header className="sidebar-panel__header">
        <h2 id={`${id}-title`} className="sidebar-panel__title">
          <Icon name="user" /> Bet with a Friend
        </h2>
      </header>
      {!isAuthenticated ? (
        <p className="sidebar-panel__text">
          <Link to="/login">Log in</Link> to find a friend by username and bet against their offers.
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) void navigate(`/user-offers/${encodeURIComponent(picked.username)}`);
          }}
        >
          <FriendSearchField
            label="Friend's username"
            text={text}
            picked={picked}
            onTextChange={(next) => {
              setText(next);
              setPicked(null);
            }}
            onPick={(friend) => {
              setPicked(friend);
              setText(`@${friend.username}`);
            }}
            pickedStatus={(friend) => `Connect to see @${friend.username}'s offers.`}
            pickPrompt="Pick one to connect."
          />
          <Button type="submit" block disabled={!picked}>
            Connect
          </Button>
        </form>
      )}
    </section>
  );
}
