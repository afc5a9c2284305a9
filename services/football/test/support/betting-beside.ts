import type { INestApplication } from '@nestjs/common';
import { BettingModule } from '@p2p/betting-service';
import type { InMemoryEventBus } from '@p2p/messaging';
import { createServiceApp } from '@p2p/service-kit';
import { accessToken, GatewayClient, serviceTestEnv, testUser, TestUser, viaGateway } from '@p2p/testing';
import { DataSource } from 'typeorm';
import { WalletDouble } from '../../../betting/test/support/wallet-double';

export interface Bettor extends TestUser {
  auth: { authorization: string };
}

export interface BettingBeside {
  app: INestApplication;
  wallet: WalletDouble;
  api(): GatewayClient;
  db(): DataSource;
  /** A signed-in user with this many dollars in the wallet double. */
  bettor(dollars: string): Bettor;
  close(): Promise<void>;
}

/**
 * The betting service on the football test's own bus, as the platform runs them: it learns of
 * matches from football's events and settles bets on its MatchFinished. The wallet is betting's
 * test double (holds over HTTP, payouts from betting's events).
 */
export async function startBettingBeside(bus: InMemoryEventBus): Promise<BettingBeside> {
  const wallet = await WalletDouble.start();
  const env = serviceTestEnv('betting', {
    SERVICE_URL_WALLET: wallet.url,
    SWEEPER_INTERVAL_MS: '0',
    WALLET_TIMEOUT_MS: '2000',
    OFFER_STATS_CACHE_MS: '0',
  });
  const app = await createServiceApp(BettingModule, { env, title: 'Betting', bus });
  await wallet.followEvents(bus);
  return {
    app,
    wallet,
    api: () => viaGateway(app.getHttpServer()),
    db: () => app.get(DataSource),
    bettor: (dollars) => {
      const user = testUser({ name: 'Feed Bettor' });
      wallet.fund(user.id, dollars);
      return { ...user, auth: { authorization: `Bearer ${accessToken(user)}` } };
    },
    close: async () => {
      await app.close();
      await wallet.close();
    },
  };
}
