import type { EventBus, Subscription } from '@p2p/messaging';

/**
 * The bus of a one-off command: it neither publishes nor consumes. Events the command records stay
 * in the outbox, and the running auth service's relay publishes them (it is woken by the outbox
 * NOTIFY), so nothing is lost when the command exits, whichever bus the platform uses.
 */
export class DeferredPublishBus implements EventBus {
  async publish(): Promise<void> {
    throw new Error('Events of a command are published by the auth service');
  }

  async subscribe(): Promise<Subscription> {
    return { close: async () => undefined };
  }

  async follow(): Promise<Subscription> {
    return { close: async () => undefined };
  }

  isHealthy(): boolean {
    return true;
  }

  joiningGroups(): readonly string[] {
    return [];
  }

  async close(): Promise<void> {}
}
