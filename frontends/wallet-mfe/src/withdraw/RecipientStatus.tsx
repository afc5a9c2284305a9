import { Icon } from '@p2p/ui';
import { useCallback, useRef, useState } from 'react';
import { useRecipientLookup, type Recipient } from './transfer-queries';
import { normalizeUsername } from './withdraw-schemas';

export type RecipientState =
  | { kind: 'idle' }
  | { kind: 'checking'; username: string }
  | { kind: 'verified'; recipient: Recipient }
  | { kind: 'failed'; username: string; message: string };

/**
 * Spec 02: the friend's name is verified on blur. Only the answer for the name still in the field
 * counts: a slow answer for a name typed before must not tick the new one.
 */
export function useRecipientCheck() {
  const lookup = useRecipientLookup();
  const [state, setState] = useState<RecipientState>({ kind: 'idle' });
  const asked = useRef('');

  const verify = useCallback(
    async (raw: string) => {
      const username = normalizeUsername(raw);
      if (username === asked.current) return;
      asked.current = username;
      if (!username) return setState({ kind: 'idle' });
      setState({ kind: 'checking', username });
      try {
        const recipient = await lookup(username);
        if (asked.current === username) setState({ kind: 'verified', recipient });
      } catch (error) {
        if (asked.current === username)
          setState({ kind: 'failed', username, message: (error as Error).message });
      }
    },
    [lookup],
  );

  const clear = useCallback(() => {
    asked.current = '';
    setState({ kind: 'idle' });
  }, []);

  return { state, verify, clear, error: state.kind === 'failed' ? state.message : undefined };
}

/** Under the username: checking, or the verified name with a tick. */
export function RecipientStatus({ state }: { state: RecipientState }) {
  if (state.kind === 'checking') return <>Verifying @{state.username}...</>;
  if (state.kind === 'verified')
    return (
      <span className="transfer-recipient">
        <span role="img" aria-label="Verified" className="transfer-recipient__tick">
          <Icon name="check" size={16} />
        </span>
        <span>
          {state.recipient.name} <span className="text-muted">@{state.recipient.username}</span>
        </span>
      </span>
    );
  return <>We check your friend&apos;s name when you leave this field.</>;
}
