import { Money } from '@p2p/contracts';
import { randomUUID } from 'node:crypto';
import { LedgerService } from '../../src/ledger/ledger.service';
import { available, platformAccount } from '../../src/ledger/postings';
import type { WalletApp } from '../support/wallet-app';

/**
 * Credits a user as an approved deposit's posting does (external cash to available), without the
 * deposit paperwork, for tests about what happens to money once it is in the wallet.
 */
export async function credit(wallet: WalletApp, userId: string, dollars: string): Promise<void> {
  const ledger = wallet.app.get(LedgerService);
  await wallet.dataSource.transaction((manager) =>
    ledger.post(manager, {
      type: 'deposit',
      ref: randomUUID(),
      postings: [
        { from: platformAccount('external_cash'), to: available(userId), amount: Money.toCents(dollars) },
      ],
      reason: 'deposit',
    }),
  );
}

export async function balanceOf(
  wallet: WalletApp,
  userId: string,
): Promise<{ available: string; held: string }> {
  const balances = await wallet.app.get(LedgerService).balancesOf(wallet.dataSource.manager, userId);
  return { available: Money.format(balances.available), held: Money.format(balances.held) };
}
