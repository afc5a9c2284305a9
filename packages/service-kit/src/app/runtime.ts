import type { EventBus } from '@p2p/messaging';
import type { Clock } from '../time/clock';

/**
 * What the process hosting a service hands it: its environment (each app of the embedded runtime
 * gets its own), optionally a bus instance shared by the apps of one process, and optionally the
 * clock its rules read (tests move it; the machine's otherwise).
 */
export interface ServiceRuntime {
  env: Record<string, string | undefined>;
  bus?: EventBus;
  clock?: Clock;
}
