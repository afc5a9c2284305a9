// First: tracing's instrumentations must be in place before the imports below load what they trace.
import { tracing } from './tracing';
import { runService } from '@p2p/service-kit';
import { WalletModule } from './wallet.module';

// Deposit proofs are data URLs of files up to 5 MB (about 6.7 MB once base64-encoded).
void runService(WalletModule, 'Wallet service', { tracing, bodyLimit: '8mb' });
