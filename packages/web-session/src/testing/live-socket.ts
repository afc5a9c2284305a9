/**
 * The live socket as the gateway's socket.io drives it. A spec mocks `socket.io-client` with
 * `{ io: () => liveSocket }` and pushes events through it.
 */
export const liveSocket = {
  handlers: new Map<string, Set<(payload: unknown) => void>>(),
  on(event: string, handler: (payload: unknown) => void) {
    this.handlers.set(event, (this.handlers.get(event) ?? new Set()).add(handler));
    return this;
  },
  off(event: string, handler: (payload: unknown) => void) {
    this.handlers.get(event)?.delete(handler);
    return this;
  },
  connect() {},
  disconnect() {},
  push(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
  /** Whether a screen listens for the event yet (the client library loads asynchronously). */
  listens(event: string) {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  },
};
