import type { INestApplication } from '@nestjs/common';
import { createGatewayApp } from '@p2p/gateway';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import type { AddressInfo } from 'node:net';
import { HOSTED_SERVICES } from './services';

export interface PlatformOptions {
  /** PostgreSQL server URL without a database; each service gets `<prefix><service>` on it. */
  postgresUrl: string;
  databasePrefix?: string;
  /** Variables every app gets (keys, tokens, log level, feature flags). */
  env: Record<string, string>;
  port: number;
  host?: string;
  staticRoots?: Array<{ urlPrefix: string; dir: string; spaFallback?: boolean }>;
  bus?: InMemoryEventBus;
}

export interface RunningPlatform {
  url: string;
  bus: InMemoryEventBus;
  services: Map<string, INestApplication>;
  close(): Promise<void>;
}

/**
 * The embedded mode: the gateway and every service as separate Nest apps in this process, talking
 * over loopback HTTP and the in-memory bus, each service on its own database.
 */
export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  const bus = options.bus ?? new InMemoryEventBus();
  const services = new Map<string, INestApplication>();
  const serviceUrls: Record<string, string> = {};
  const started: INestApplication[] = [];
  try {
    for (const service of HOSTED_SERVICES) {
      const env = {
        ...options.env,
        ...service.embeddedEnv,
        [`DATABASE_URL_${service.name.toUpperCase()}`]: `${options.postgresUrl}/${options.databasePrefix ?? ''}${service.name}`,
        ...serviceUrlsEnv(serviceUrls),
      };
      const app = await createServiceApp(service.module, {
        env,
        bus,
        title: service.title,
        bodyLimit: service.bodyLimit,
      });
      started.push(app);
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address() as AddressInfo;
      serviceUrls[service.name] = `http://127.0.0.1:${port}`;
      services.set(service.name, app);
    }
    const gateway = await createGatewayApp({
      env: { ...options.env, ...serviceUrlsEnv(serviceUrls), PORT: String(options.port) },
      staticRoots: options.staticRoots,
      bus,
    });
    started.push(gateway);
    await gateway.listen(options.port, options.host ?? '127.0.0.1');
    const { port } = gateway.getHttpServer().address() as AddressInfo;
    return {
      url: `http://localhost:${port}`,
      bus,
      services,
      close: async () => {
        // Gateway first, so no new requests arrive while the services drain.
        for (const app of started.reverse()) await app.close();
        await bus.close();
      },
    };
  } catch (error) {
    for (const app of started.reverse()) await app.close().catch(() => undefined);
    throw error;
  }
}

function serviceUrlsEnv(urls: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(urls).map(([name, url]) => [`SERVICE_URL_${name.toUpperCase()}`, url]),
  );
}
