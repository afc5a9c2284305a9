import { connect, createServer, Server, Socket } from 'node:net';

export interface LoadBalancer {
  url: string;
  /** Connections each backend took, by port. */
  connections: Map<number, number>;
  close(): Promise<void>;
}

/**
 * A round-robin TCP balancer in front of the gateway replicas, as a cloud load balancer or an
 * ingress would be: each client connection goes to the next backend, and to the one after when a
 * backend refuses the connection (a gateway that is restarting), before any byte is relayed.
 */
export async function startLoadBalancer(port: number, backends: () => number[]): Promise<LoadBalancer> {
  const connections = new Map<number, number>();
  let turn = 0;
  const server: Server = createServer((client) => {
    client.pause();
    const ports = backends();
    const first = turn++;
    const tryBackend = (attempt: number) => {
      if (attempt >= ports.length) return client.destroy();
      const backendPort = ports[(first + attempt) % ports.length];
      const backend: Socket = connect(backendPort, '127.0.0.1');
      backend.once('error', () => {
        backend.destroy();
        tryBackend(attempt + 1);
      });
      backend.once('connect', () => {
        connections.set(backendPort, (connections.get(backendPort) ?? 0) + 1);
        backend.removeAllListeners('error');
        backend.on('error', () => client.destroy());
        client.on('error', () => backend.destroy());
        backend.on('close', () => client.destroy());
        client.on('close', () => backend.destroy());
        client.pipe(backend).pipe(client);
        client.resume();
      });
    };
    client.on('error', () => undefined);
    tryBackend(0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
