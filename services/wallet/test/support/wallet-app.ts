import { INestApplication } from '@nestjs/common';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import { serviceTestEnv, TEST_INTERNAL_TOKEN } from '@p2p/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { WalletModule } from '../../src';

export interface WalletApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  dataSource: DataSource;
  /** Supertest against the listening server (one socket server, not one per request). */
  api(): ReturnType<typeof request>;
  close(): Promise<void>;
}

export const internalHeaders = { 'x-internal-token': TEST_INTERNAL_TOKEN };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The wallet on a fresh database and its own bus, as the embedded runtime hosts it. */
export async function startWalletApp(env: Record<string, string> = {}): Promise<WalletApp> {
  const bus = new InMemoryEventBus({ maxAttempts: 3, initialBackoffMs: 5 });
  const app = await createServiceApp(WalletModule, {
    env: serviceTestEnv('wallet', { OUTBOX_POLL_MS: '50', ...env }),
    title: 'Wallet',
    bus,
    bodyLimit: '8mb',
  });
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    bus,
    dataSource: app.get(DataSource),
    api: () => request(url),
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
}
