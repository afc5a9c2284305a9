import { api, useSession } from '@p2p/web-session';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
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

export interface FriendSearchFieldProps {
  label: ReactNode;
  /** What the input shows: what was typed, or `@username` once a user is picked. */
  text: string;
  picked: FriendResult | null;
  /** The text changed: whoever was picked is no longer. */
  onTextChange: (text: string) => void;
  onPick: (friend: FriendResult) => void;
  /** The status line once a user is picked. */
  pickedStatus: (friend: FriendResult) => string;
  /** What to do with the results, after "N users found." */
  pickPrompt: string;
  error?: string;
  name?: string;
  onBlur?: () => void;
  /** The input, for a form that focuses the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Spec 01's friend search as a field: a username is searched from 2 characters, 300 ms after the
 * last keystroke, a leading @ ignored, the signed-in user left out. A combobox: arrows move through
 * the results, Enter picks, Escape closes. Bet with a Friend and the private offer's friend use it.
 */
export function FriendSearchField({
  label,
  text,
  picked,
  onTextChange,
  onPick,
  pickedStatus,
  pickPrompt,
  error,
  name,
  onBlur,
  inputRef,
}: FriendSearchFieldProps) {
  const { isAuthenticated, user } = useSession();
  const id = useId();
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
    onPick(result);
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

  const status = picked
    ? pickedStatus(picked)
    : friendStatus({
        text,
        query,
        searching: search.isFetching,
        failed: search.isError,
        found: results.length,
        pickPrompt,
      });

  return (
    <div className={['friend-search__field', error && 'ui-field--invalid'].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="friend-search__control">
        <input
          ref={inputRef}
          id={`${id}-input`}
          name={name}
          className="ui-input"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="@username"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={`${id}-results`}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-status`}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
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
      {error ? (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-status`} className="friend-search__status" aria-live="polite">
          {status}
        </p>
      )}
    </div>
  );
}

function friendStatus(state: {
  text: string;
  query: string | null;
  searching: boolean;
  failed: boolean;
  found: number;
  pickPrompt: string;
}): string {
  if (friendQuery(state.text) === null) return `Type at least ${FRIEND_SEARCH_MIN} characters of a username.`;
  if (state.query === null || state.searching) return 'Searching…';
  if (state.failed) return 'Search failed. Please try again.';
  if (state.found === 0) return 'No users found.';
  return `${state.found} ${state.found === 1 ? 'user' : 'users'} found. ${state.pickPrompt}`;
}
