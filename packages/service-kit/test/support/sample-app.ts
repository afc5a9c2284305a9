import { INestApplication } from '@nestjs/common';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp, databaseUrlVariable } from '@p2p/service-kit';
import { serviceTestEnv } from '@p2p/testing';
import { SampleModule } from '../fixture/sample.module';

export interface SampleApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  env: Record<string, string>;
  databaseUrl: string;
  close(): Promise<void>;
}

/** Fast retries so a failing handler reaches the dead-letter topic within a test. */
export const newBus = () => new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });

export const sampleEnv = (extra: Record<string, string> = {}) =>
  serviceTestEnv('sample', { SAMPLE_LIMIT: '3', ...extra });

/** The sample service on a fresh database and its own bus, created the way every service is. */
export async function startSampleApp(env = sampleEnv()): Promise<SampleApp> {
  const bus = newBus();
  const app = await createServiceApp(SampleModule, { env, title: 'Sample', bus });
  return {
    app,
    bus,
    env,
    databaseUrl: env[databaseUrlVariable('sample')],
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
}

export function withoutVariable(env: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
}
