import { INestApplication } from '@nestjs/common';
import { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import { GatewayClient, serviceTestEnv, TEST_INTERNAL_TOKEN, viaGateway } from '@p2p/testing';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { WalletModule } from '../../src';

export interface WalletApp {
  app: INestApplication;
  bus: InMemoryEventBus;
  dataSource: DataSource;
  /** Supertest against the listening server (one socket server, not one per request). */
  api(): GatewayClient;
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
  // The race tests open 1,000 connections at once: a backlog above Node's default 511 keeps the
  // kernel from resetting the ones a busy event loop has not accepted yet.
  const server: Server = app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', 2048, resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    bus,
    dataSource: app.get(DataSource),
    api: () => viaGateway(url),
    close: async () => {
      await app.close();
      await bus.close();
    },
  };
}
