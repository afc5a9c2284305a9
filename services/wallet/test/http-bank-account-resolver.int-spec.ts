import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@p2p/testing';
import { createServer, IncomingMessage, Server } from 'node:http';
import { HttpBankAccountResolver } from '../src/withdrawals/bank-accounts/http-bank-account-resolver';
import { registerUser, RegisteredUser } from './factories/users';
import { expectLedgerConsistent } from './support/ledger-check';
import { bearer, startWalletApp, WalletApp } from './support/wallet-app';

/** A name-enquiry provider on loopback, answering per account number. */
async function startProvider(): Promise<{
  url: string;
  requests: IncomingMessage[];
  close(): Promise<void>;
}> {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    const accountNumber = new URL(request.url ?? '/', 'http://provider').searchParams.get('account_number');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer provider-key') return json(401, { status: false });
    if (accountNumber === '0000000000')
      return json(422, { status: false, message: 'Could not resolve account name' });
    if (accountNumber === '5000000000') return json(500, { status: false });
    if (accountNumber === '6000000000') return json(200, { status: true, data: {} });
    return json(200, {
      status: true,
      data: { account_number: accountNumber, account_name: 'JOHN DOE ADEWALE' },
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/bank/resolve`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe(HttpBankAccountResolver.name, () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let wallet: WalletApp;
  let user: RegisteredUser;
  const resolve = (accountNumber: string) =>
    wallet
      .api()
      .post('/api/wallet/withdrawals/resolve-account')
      .set(bearer(user.token))
      .send({ bankCode: '044', accountNumber });

  beforeAll(async () => {
    provider = await startProvider();
    wallet = await startWalletApp({ BANK_RESOLVER_URL: provider.url, BANK_RESOLVER_API_KEY: 'provider-key' });
    user = await registerUser(wallet);
  });

  afterEach(async () => {
    await expectLedgerConsistent(wallet.dataSource);
  });

  afterAll(async () => {
    await wallet?.close();
    await provider?.close();
  });

  it('asks the provider, with its key, for the name on the account', async () => {
    const response = await resolve('0123456789');

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      bankCode: '044',
      bankName: 'Access Bank',
      accountNumber: '0123456789',
      accountName: 'JOHN DOE ADEWALE',
    });
    const asked = new URL(provider.requests.at(-1)?.url ?? '', 'http://provider');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      account_number: '0123456789',
      bank_code: '044',
    });
  });

  it('answers an account the provider does not know as not found', async () => {
    const response = await resolve('0000000000');

    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, message: 'Bank account not found' });
  });

  it.each(['5000000000', '6000000000'])(
    'answers a provider failure (%s) as unavailable, never with a made-up name',
    async (number) => {
      const response = await resolve(number);

      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        success: false,
        message: 'Bank account verification is unavailable, please try again',
      });
    },
  );

  it('answers an unreachable provider as unavailable', async () => {
    const unreachable = new HttpBankAccountResolver({
      url: `http://127.0.0.1:${await freePort()}/`,
      timeoutMs: 2000,
    });

    await expect(unreachable.resolve('044', '0123456789')).rejects.toThrow(
      'Bank account verification is unavailable, please try again',
    );
  });
});
