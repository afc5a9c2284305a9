import { randomUUID } from 'node:crypto';
import { describeHoldProtocol } from './support/hold-protocol-contract';
import { WalletDouble } from './support/wallet-double';

const COMMISSION_BPS = 250;

describeHoldProtocol('the WalletDouble', async () => {
  const double = await WalletDouble.start({ commissionBps: COMMISSION_BPS });
  return {
    url: double.url,
    commissionBps: COMMISSION_BPS,
    fundedUser: async (dollars) => {
      const userId = randomUUID();
      double.fund(userId, dollars);
      return userId;
    },
    balance: async (userId) => double.balance(userId),
    deliver: async (event) => double.deliver(event),
    close: () => double.close(),
  };
});
