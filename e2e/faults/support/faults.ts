import type { FaultStack, StackProcess } from './fault-stack';

/** One fault as injected: the window during which 5xx answers are its doing, and how long recovery took. */
export interface FaultWindow {
  name: string;
  /** The rolling restart must not cost a single request: the invariant. */
  zeroErrorsRequired: boolean;
  injectedAt: number;
  /** When the fault was lifted (the kill, the broker's start, SIGCONT, the last replica's restart). */
  restoredAt: number;
  /** Every app's readiness 200 again (and each killed process replaced by a new one). */
  recoveredAt: number;
}

export interface Fault {
  name: string;
  zeroErrorsRequired?: boolean;
  inject(stack: FaultStack): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A fault the platform has not recovered from by then is reported as such, instead of waiting for ever. */
const RECOVERY_LIMIT_MS = 180_000;

async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + RECOVERY_LIMIT_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${RECOVERY_LIMIT_MS / 1000} s`);
    await pause(100);
  }
}

function processOf(stack: FaultStack, name: string, replica: number): StackProcess {
  const found = stack.processes().find((entry) => entry.name === name && entry.replica === replica);
  if (!found) throw new Error(`No ${name} replica ${replica} in stack.json`);
  return found;
}

/** Waits until the supervisor has replaced the process (a new pid in stack.json). */
function replaced(stack: FaultStack, victim: StackProcess): Promise<void> {
  return until(`${victim.name}#${victim.replica} restarted by the supervisor`, () => {
    const now = stack
      .processes()
      .find((entry) => entry.name === victim.name && entry.replica === victim.replica);
    return now !== undefined && now.pid !== victim.pid;
  });
}

export async function waitUntilReady(stack: FaultStack): Promise<void> {
  let waiting: string[] = [];
  await until('every app ready', async () => {
    waiting = await stack.notReady();
    return waiting.length === 0;
  }).catch((error: Error) => {
    throw new Error(`${error.message}; still not ready: ${waiting.join('; ')}`);
  });
}

export const kill9 = (name: string, replica: number): Fault => ({
  name: `kill -9 ${name}#${replica}`,
  inject: async (stack) => {
    const victim = processOf(stack, name, replica);
    process.kill(victim.pid, 'SIGKILL');
    await replaced(stack, victim);
  },
});

export const freeze = (name: string, replica: number, ms = 10_000): Fault => ({
  name: `SIGSTOP ${name}#${replica} for ${ms / 1000} s`,
  inject: async (stack) => {
    const victim = processOf(stack, name, replica);
    process.kill(victim.pid, 'SIGSTOP');
    try {
      await pause(ms);
    } finally {
      process.kill(victim.pid, 'SIGCONT');
    }
  },
});

export const kafkaRestart = (downMs = 10_000): Fault => ({
  name: `Kafka stopped ${downMs / 1000} s and started`,
  inject: async (stack) => {
    await stack.kafka('stop');
    await pause(downMs);
    await stack.kafka('start');
  },
});

export const postgresRestart = (): Fault => ({
  name: 'PostgreSQL restart (fast)',
  inject: (stack) => stack.restartPostgres(),
});

/**
 * SIGTERM to each replica of each app in turn, the next only once the restarted one is ready, as a
 * Deployment's rolling update does: a replica drains, the others serve.
 */
export const rollingRestart = (apps: string[]): Fault => ({
  name: `rolling restart (SIGTERM) of ${apps.join(', ')}`,
  zeroErrorsRequired: true,
  inject: async (stack) => {
    for (const app of apps) {
      const replicas = stack.processes().filter((entry) => entry.name === app);
      for (const victim of replicas) {
        process.kill(victim.pid, 'SIGTERM');
        await replaced(stack, victim);
        await waitUntilReady(stack);
      }
    }
  },
});

/** Injects one fault, waits for every app to be ready again, and says when each step happened. */
export async function injectFault(stack: FaultStack, fault: Fault): Promise<FaultWindow> {
  const injectedAt = Date.now();
  await fault.inject(stack);
  const restoredAt = Date.now();
  await waitUntilReady(stack);
  return {
    name: fault.name,
    zeroErrorsRequired: fault.zeroErrorsRequired ?? false,
    injectedAt,
    restoredAt,
    recoveredAt: Date.now(),
  };
}
