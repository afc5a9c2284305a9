import type { Socket } from 'socket.io-client';
import type { SessionStore } from '../session/session-store';
import { LIVE_SOCKET_PATH, type LiveEventName, type LiveEvents } from '@p2p/contracts/live-push';

type Handler<E extends LiveEventName> = (payload: LiveEvents[E]) => void;

/** A page that never paints (opened in a background tab) still connects, this much later. */
const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the page has shown its first content: started from the first render's effect, the
 * client library's download otherwise races the first paint for the network and the main thread.
 */
function afterFirstPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * One socket.io connection per page. Guests get the public channels; a signed-in user's handshake
 * carries the access token, read again on every reconnect so a refreshed token is the one sent.
 * socket.io reconnects by itself after a drop; a change of user, or the gateway ending the socket
 * (its session was revoked), reconnects at once.
 */
export class LiveConnection {
  private socket: Socket | null = null;
  private connecting: Promise<Socket> | null = null;
  private readonly handlers = new Map<LiveEventName, Set<Handler<LiveEventName>>>();
  private userId: string | null = null;
  private connected = false;
  private readonly statusListeners = new Set<() => void>();

  constructor(private readonly session: SessionStore) {}

  /** Connects (the client library is loaded on demand, off the first paint) and follows sign-in changes. */
  start(): void {
    if (this.connecting) return;
    this.userId = this.session.getState().user?.id ?? null;
    this.session.subscribe(() => {
      const userId = this.session.getState().token ? (this.session.getState().user?.id ?? null) : null;
      if (userId === this.userId) return;
      this.userId = userId;
      this.reconnect();
    });
    this.connecting = afterFirstPaint()
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        const socket = io({
          path: LIVE_SOCKET_PATH,
          auth: (send) => {
            const token = this.session.getState().token;
            send(token ? { token } : {});
          },
        });
        for (const [event, set] of this.handlers)
          for (const handler of set) socket.on(event, handler as never);
        socket.on('connect', () => this.setConnected(true));
        socket.on('disconnect', (reason) => {
          this.setConnected(false);
          // The gateway ends the sockets of a revoked session or a stale token, and the library does not
          // come back by itself after that: connecting again sends the token held now (a refreshed one,
          // or none, as a guest), so the public pushes go on.
          if (reason === 'io server disconnect') socket.connect();
        });
        this.socket = socket;
        return socket;
      });
    this.connecting.catch((error) => console.error('Live updates are unavailable', error));
  }

  on<E extends LiveEventName>(event: E, handler: Handler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as Handler<LiveEventName>);
    this.handlers.set(event, set);
    this.socket?.on(event, handler as never);
    return () => {
      set.delete(handler as Handler<LiveEventName>);
      this.socket?.off(event, handler as never);
    };
  }

  /** Whether pushes are arriving now; screens poll as a fallback while this is false. */
  isConnected(): boolean {
    return this.connected;
  }

  /** Calls the listener whenever the connection comes up or drops; returns the unsubscribe. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  private setConnected(connected: boolean): void {
    if (this.connected === connected) return;
    this.connected = connected;
    for (const listener of this.statusListeners) listener();
  }

  private reconnect(): void {
    if (!this.socket) return;
    this.socket.disconnect();
    this.socket.connect();
  }
}
