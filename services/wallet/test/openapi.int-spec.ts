import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WalletModule } from '../src';
import { startWalletApp, WalletApp } from './support/wallet-app';

describe(`${WalletModule.name} OpenAPI document`, () => {
  let wallet: WalletApp;

  beforeAll(async () => {
    wallet = await startWalletApp();
  });

  afterAll(async () => {
    await wallet?.close();
  });

  it('documents every public route, the designed ones included, and hides the internal hold API', async () => {
    const response = await wallet.api().get('/openapi.json');
    const paths = Object.keys(response.body.paths);

    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/wallet/balance',
        '/api/wallet/transactions',
        '/api/wallet/withdrawals/options',
        '/api/wallet/withdrawals/resolve-account',
        '/api/wallet/withdrawals',
        '/api/wallet/admin/withdrawals',
        '/api/wallet/admin/withdrawals/{id}',
        '/api/wallet/admin/exchange-rate',
        '/api/wallet/admin/users/{userId}/transactions',
        '/api/wallet/transfers',
        '/api/wallet/transfers/options',
        '/api/wallet/recipients/{username}',
        '/api/deposits/payment-methods',
        '/api/deposits/submit',
        '/api/deposits/transactions',
        '/api/deposits/transactions/{id}',
        '/api/deposits/admin/pending',
        '/api/deposits/admin/transactions/{id}',
        '/api/direct-payments/admin/methods',
        '/api/direct-payments/admin/methods/{id}',
      ]),
    );
    expect(paths.filter((path) => path.includes('internal'))).toEqual([]);
    const transfer = response.body.paths['/api/wallet/transfers'].post;
    expect(transfer.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key' })]),
    );
  });
});
