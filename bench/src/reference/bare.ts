import { forkChild } from '../processes';

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the bare reference server in a process of its own, answering `body` to everything. */
export async function startBareServer(body: Buffer, contentType: string): Promise<BareServer> {
  const child = forkChild('reference/bare-server.js', {
    env: { BENCH_BARE: JSON.stringify({ body: body.toString('base64'), contentType }) },
  });
  const { port } = await child.next<{ type: 'ready'; port: number }>('ready', 30_000);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.stop(5_000) };
}
