import { createServer } from 'node:net';

/** Fails with one clear line when `port` is taken, naming the variable that moves it. */
export function assertPortFree(port: number, what: string, variable?: string): Promise<void> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${what} is already in use. Stop what is using it${variable ? ` or run with ${variable}=<another port>` : ''}.`,
            )
          : new Error(`${what} cannot be used: ${error.message}`),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}
