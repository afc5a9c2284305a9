import { afterEach } from '@jest/globals';
import { Topics } from '@p2p/contracts';
import { balanceOf, credit } from '../../wallet/test/factories/funds';
import { registerUser } from '../../wallet/test/factories/users';
import { expectLedgerConsistent } from '../../wallet/test/support/ledger-check';
import { startWalletApp, WalletApp } from '../../wallet/test/support/wallet-app';
import { describeHoldProtocol } from './support/hold-protocol-contract';

const COMMISSION_BPS = 250;
let wallet: WalletApp | null = null;

// The real wallet, started as its own tests start it: what the WalletDouble must answer like.
describeHoldProtocol('the wallet', async () => {
  const started = await startWalletApp({ BET_COMMISSION_BPS: String(COMMISSION_BPS) });
  wallet = started;
  const address = started.app.getHttpServer().address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    commissionBps: COMMISSION_BPS,
    fundedUser: async (dollars) => {
      const user = await registerUser(started);
      await credit(started, user.id, dollars);
      return user.id;
    },
    balance: (userId) => balanceOf(started, userId),
    deliver: async (event) => {
      await started.bus.publish(Topics.betting, [event]);
      await started.bus.idle();
    },
    close: () => started.close(),
  };
});

afterEach(async () => {
  if (wallet) await expectLedgerConsistent(wallet.dataSource);
});
