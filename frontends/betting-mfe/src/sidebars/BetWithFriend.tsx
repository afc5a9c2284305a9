import { Button, Icon } from '@p2p/ui';
import { api, useSession } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@p2p/router';
import {
  FRIEND_SEARCH_DEBOUNCE_MS,
  FRIEND_SEARCH_MIN,
  friendQuery,
  withoutCurrentUser,
  type FriendResult,
} from './friend-search';
import { useDebouncedValue } from './use-debounced-value';
import './sidebars.css';

async function searchUsers(query: string, signal: AbortSignal): Promise<FriendResult[]> {
  const path = `/api/users/search?q=${encodeURIComponent(query)}`;
  return (await api<FriendResult[]>(path, { fallback: 'Search failed', signal })).data;
}

/**
 * Spec 01 right sidebar, Bet with a Friend: search a username (from 2 characters, 300 ms after the
 * last keystroke, a leading @ ignored), pick a user, Connect opens their offers. A combobox: arrows
 * move through the results, Enter picks, Escape closes.
 */
export function BetWithFriend() {
  const { isAuthenticated, user } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<FriendResult | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(friendQuery(text), FRIEND_SEARCH_DEBOUNCE_MS);

  const search = useQuery({
    queryKey: ['auth', 'users', 'search', query],
    queryFn: ({ signal }) => searchUsers(query!, signal),
    enabled: isAuthenticated && query !== null && picked === null,
    staleTime: 30_000,
  });
  const results = withoutCurrentUser(search.data ?? [], user?.id);
  const showList = open && picked === null && query !== null && results.length > 0;

  const pick = (result: FriendResult) => {
    setPicked(result);
    setText(`@${result.username}`);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

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
          <label className="ui-field__label" htmlFor={`${id}-input`}>
            Friend&apos;s username
          </label>
          <div className="friend-search__control">
            <input
              id={`${id}-input`}
              className="ui-input"
              type="search"
              role="combobox"
              autoComplete="off"
              placeholder="@username"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={`${id}-results`}
              aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
              aria-describedby={`${id}-status`}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setPicked(null);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
            />
            <ul id={`${id}-results`} role="listbox" className="friend-search__results" hidden={!showList}>
              {results.map((result, index) => (
                <li
                  key={result.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="friend-search__option"
                  // Before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(result);
                  }}
                >
                  <span className="friend-search__username">@{result.username}</span>
                  <span className="friend-search__email">{result.email}</span>
                </li>
              ))}
            </ul>
          </div>
          <p id={`${id}-status`} className="friend-search__status" aria-live="polite">
            {friendStatus({
              text,
              query,
              picked,
              searching: search.isFetching,
              failed: search.isError,
              found: results.length,
            })}
          </p>
          <Button type="submit" block disabled={!picked}>
            Connect
          </Button>
        </form>
      )}
    </section>
  );
}

function friendStatus(state: {
  text: string;
  query: string | null;
  picked: FriendResult | null;
  searching: boolean;
  failed: boolean;
  found: number;
}): string {
  if (state.picked) return `Connect to see @${state.picked.username}'s offers.`;
  if (friendQuery(state.text) === null) return `Type at least ${FRIEND_SEARCH_MIN} characters of a username.`;
  if (state.query === null || state.searching) return 'Searching…';
  if (state.failed) return 'Search failed. Please try again.';
  if (state.found === 0) return 'No users found.';
  return `${state.found} ${state.found === 1 ? 'user' : 'users'} found. Pick one to connect.`;
}
