import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { session } from '../session/SessionProvider';
import { LiveConnection } from './live-connection';
import type { LiveEventName, LiveEvents } from '@p2p/contracts/live-push';

const LiveContext = createContext<LiveConnection | null>(null);

/** Opens the page's live connection after the first render. */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [connection] = useState(() => new LiveConnection(session));
  useEffect(() => connection.start(), [connection]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/** Calls the handler for every pushed event of that name while the component is mounted. */
export function useLiveEvent<E extends LiveEventName>(
  event: E,
  handler: (payload: LiveEvents[E]) => void,
): void {
  const connection = useContext(LiveContext);
  const onEvent = useEffectEvent(handler);
  useEffect(() => connection?.on(event, (payload) => onEvent(payload)), [connection, event]);
}

/** True while the live socket is connected; false before it connects, after a drop and outside a LiveProvider. */
export function useLiveConnected(): boolean {
  const connection = useContext(LiveContext);
  const subscribe = useCallback(
    (listener: () => void) => connection?.onStatus(listener) ?? (() => undefined),
    [connection],
  );
  return useSyncExternalStore(
    subscribe,
    () => connection?.isConnected() ?? false,
    () => false,
  );
}
