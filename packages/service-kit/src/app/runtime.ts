import type { EventBus } from '@p2p/messaging';

/**
 * What the process hosting a service hands it: its environment (each app of the embedded runtime
 * gets its own), and optionally a bus instance shared by the apps of one process.
 */
export interface ServiceRuntime {
  env: Record<string, string | undefined>;
  bus?: EventBus;
}
