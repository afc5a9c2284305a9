import { startPlatform, webRoots } from '@p2p/scripts';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join, resolve } from 'node:path';
import { failChild, onStopRequest } from '../processes';

/**
 * Child process of the embedded mode: the gateway and every service in this one process, as
 * `npm start` runs them, so its CPU (and its --cpu-prof profile) is the platform's alone.
 */
async function main(): Promise<void> {
  const options = JSON.parse(process.env.BENCH_PLATFORM ?? '{}') as {
    postgresUrl: string;
    databasePrefix: string;
    env: Record<string, string>;
  };
  const platform = await startPlatform({
    postgresUrl: options.postgresUrl,
    databasePrefix: options.databasePrefix,
    port: 0,
    staticRoots: webRoots(resolve(__dirname, '../../..')),
    env: options.env,
  });
  let stopping = false;
  onStopRequest(() => {
    if (stopping) return;
    stopping = true;
    platform
      .close()
      .catch((error) => console.error(error))
      // A normal exit, so --cpu-prof writes its profile.
      .finally(() => process.exit(0));
  });
  if (process.env.BENCH_PROFILE_DIR) profileOnRequest(process.env.BENCH_PROFILE_DIR);
  process.send?.({ type: 'ready', url: platform.url });
}

/** CPU profiles of the measured windows only (setup and references left out), on the bench's request. */
function profileOnRequest(dir: string): void {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((done, fail) =>
      session.post(method, (error, result) => (error ? fail(error) : done(result))),
    );
  process.on('message', (message: { type: string; name?: string }) => {
    if (message.type === 'profile-start')
      void post('Profiler.enable')
        .then(() => post('Profiler.start'))
        .then(() => process.send?.({ type: 'profile-started' }));
    if (message.type === 'profile-stop')
      void post('Profiler.stop').then((result) => {
        const file = join(dir, `${message.name}.cpuprofile`);
        writeFileSync(file, JSON.stringify((result as { profile: object }).profile));
        process.send?.({ type: 'profile-stopped', file });
      });
  });
}

main().catch(failChild);
