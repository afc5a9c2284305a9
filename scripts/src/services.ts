import type { Type } from '@nestjs/common';
import { AdminModule } from '@p2p/admin-service';
import { AuthModule } from '@p2p/auth-service';
import { BettingModule } from '@p2p/betting-service';
import { FootballModule } from '@p2p/football-service';
import { NotificationsModule } from '@p2p/notifications-service';
import { WalletModule } from '@p2p/wallet-service';

export interface HostedService {
  name: 'auth' | 'wallet' | 'betting' | 'football' | 'admin' | 'notifications';
  title: string;
  module: Type;
  /** Service-specific variables for the embedded mode (demo seeding, mail, ...). */
  embeddedEnv?: Record<string, string>;
  /** Largest JSON body the service accepts, when larger than the kit's default (deposit proofs). */
  bodyLimit?: string;
}

/**
 * The services that exist, in start order (producers of events others project come first, though
 * the outbox and the bus make the order a matter of speed, not of correctness).
 */
export const HOSTED_SERVICES: HostedService[] = [
  { name: 'auth', title: 'Auth', module: AuthModule },
  { name: 'football', title: 'Football', module: FootballModule },
  { name: 'wallet', title: 'Wallet', module: WalletModule, bodyLimit: '8mb' },
  { name: 'betting', title: 'Betting', module: BettingModule },
  // Last: its commands go to auth and betting, whose URLs the embedded runtime knows once they listen.
  { name: 'admin', title: 'Admin', module: AdminModule },
  { name: 'notifications', title: 'Notifications', module: NotificationsModule },
];
