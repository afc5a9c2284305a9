import type { INestApplication } from '@nestjs/common';
import { createGatewayApp } from '@p2p/gateway';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp, provisionServiceDatabase, serviceDatabaseUrl } from '@p2p/service-kit';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { HOSTED_SERVICES, type HostedService } from './services';

export interface PlatformOptions {
  /**
   * A superuser's URL of the PostgreSQL server, without a database: used only to make each service's
   * role and database, both named `<prefix><service>`; the services connect as their roles.
   */
  postgresUrl: string;
  databasePrefix?: string;
  /** The services' role passwords, when they must outlive this run (new ones are made otherwise). */
  databasePasswords?: Partial<Record<HostedService['name'], string>>;
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
        [`DATABASE_URL_${service.name.toUpperCase()}`]: await provisionDatabase(options, service),
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

/** The service's own role and database, made as the superuser; the URL it connects with. */
async function provisionDatabase(options: PlatformOptions, service: HostedService): Promise<string> {
  const name = `${options.databasePrefix ?? ''}${service.name}`;
  const password = options.databasePasswords?.[service.name] ?? randomBytes(18).toString('base64url');
  const target = { database: name, role: name, password };
  await provisionServiceDatabase(options.postgresUrl, target);
  return serviceDatabaseUrl(options.postgresUrl, target);
}

function serviceUrlsEnv(urls: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(urls).map(([name, url]) => [`SERVICE_URL_${name.toUpperCase()}`, url]),
  );
}
