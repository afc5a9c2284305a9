import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** Messages between the bench and its child processes; every child answers `ready` first. */
export type ChildMessage = { type: string } & Record<string, unknown>;

export interface Child {
  process: ChildProcess;
  pid: number;
  /** The next message of this type (rejects if the child exits first). */
  next<T extends ChildMessage>(type: string, timeoutMs?: number): Promise<T>;
  send(message: ChildMessage): void;
  /** Asks the child to stop, then waits for it to exit (SIGKILL after the timeout). */
  stop(timeoutMs?: number): Promise<void>;
}

/** Forks one of the bench's own entry points (a file of dist/) with an IPC channel. */
export function forkChild(
  entry: string,
  options: { env?: NodeJS.ProcessEnv; execArgv?: string[]; args?: string[] } = {},
): Child {
  const child = fork(join(__dirname, entry), options.args ?? [], {
    env: { ...process.env, ...options.env },
    execArgv: options.execArgv ?? [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited: Error | null = null;
  // A message sent as the child exits fails with EPIPE: the exit is what matters, not the error.
  child.on('error', (error) => {
    if (!exited) console.error(`${entry}: ${error.message}`);
  });
  const inbox: ChildMessage[] = [];
  const waiters: Array<{
    type: string;
    resolve: (message: ChildMessage) => void;
    reject: (error: Error) => void;
  }> = [];
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'error') {
      const error = new Error(`${entry}: ${String(message.message)}`);
      for (const waiter of waiters.splice(0)) waiter.reject(error);
      return;
    }
    const index = waiters.findIndex((waiter) => waiter.type === message.type);
    if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
    else inbox.push(message);
  });
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = new Error(`${entry} exited (${signal ?? code})`);
      for (const waiter of waiters.splice(0)) waiter.reject(exited);
      resolve();
    }),
  );
  return {
    process: child,
    pid: child.pid!,
    next<T extends ChildMessage>(type: string, timeoutMs = 600_000): Promise<T> {
      const queued = inbox.findIndex((message) => message.type === type);
      if (queued >= 0) return Promise.resolve(inbox.splice(queued, 1)[0] as T);
      if (exited) return Promise.reject(exited);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${entry}: no ${type} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message as T);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
      });
    },
    send(message: ChildMessage) {
      if (child.connected) child.send(message, () => undefined);
    },
    async stop(timeoutMs = 30_000) {
      if (exited) return;
      if (child.connected) child.send({ type: 'stop' }, () => undefined);
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** In a child: reports an error to the parent (which rejects what it waits for) and exits. */
export function failChild(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(message);
  if (process.send) process.send({ type: 'error', message }, () => process.exit(1));
  else process.exit(1);
}

/** In a child: runs `stop` when the parent asks, or when the parent is gone (so nothing outlives a crashed bench). */
export function onStopRequest(stop: () => void): void {
  process.on('message', (message: { type: string }) => {
    if (message.type === 'stop') stop();
  });
  process.once('disconnect', stop);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
