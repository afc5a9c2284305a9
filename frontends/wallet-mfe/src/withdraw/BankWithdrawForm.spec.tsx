/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useBalance } from '@p2p/web-session';
import { BankWithdrawForm } from './BankWithdrawForm';
import { aWithdrawal, withdrawalOptions } from './testing/factories';
import { jsonResponse, mockApi, renderWalletPage, signIn, TOKEN, type ApiCall } from '../testing/render';

const options =
  (overrides = {}) =>
  () =>
    jsonResponse(200, { success: true, data: withdrawalOptions(overrides) });
const resolved = ({ body }: ApiCall) =>
  jsonResponse(200, {
    success: true,
    data: { ...(body as object), bankName: 'GTBank', accountName: 'ALICE JOHNSON' },
  });

async function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/wallet/withdrawals/options': options(),
    'POST /api/wallet/withdrawals/resolve-account': resolved,
    ...routes,
  });
  const view = renderWalletPage(<BankWithdrawForm />);
  await screen.findByLabelText('Bank');
  return { ...view, calls };
}

function HeaderBalance() {
  return <p>Balance {String(useBalance().available)}</p>;
}

const submit = () => screen.getByRole('button', { name: /Withdraw|Processing/ }) as HTMLButtonElement;
const amountInput = () => screen.getByLabelText('Amount (NGN)');

describe(BankWithdrawForm.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it('shows the USD cost of the naira rounded up to the cent before submitting', async () => {
    const { user } = await setup();

    await user.type(amountInput(), '100');
    expect(await screen.findByText('You will be charged $0.07 at ₦1,500/$1')).toBeTruthy();

    await user.clear(amountInput());
    await user.type(amountInput(), '1501.50');
    expect(await screen.findByText('You will be charged $1.01 at ₦1,500/$1')).toBeTruthy();

    await user.clear(amountInput());
    await user.type(amountInput(), '150000');
    expect(await screen.findByText('You will be charged $100.00 at ₦1,500/$1')).toBeTruthy();
  });

  it('lists the six banks and the limits per transaction in naira', async () => {
    await setup();

    const banks = screen.getAllByRole('option').map((option) => option.textContent);
    expect(banks).toEqual([
      'Select bank',
      'First Bank',
      'Access Bank',
      'GTBank',
      'Zenith Bank',
      'UBA',
      'Fidelity Bank',
    ]);
    expect(screen.getByText('Minimum per transaction: ₦100.00')).toBeTruthy();
    expect(screen.getByText('Maximum per transaction: ₦5,000,000.00')).toBeTruthy();
  });

  it('refuses a short account number and an amount outside the limits, and keeps submit disabled', async () => {
    const { user } = await setup();

    await user.selectOptions(screen.getByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account Number'), '012345678');
    await user.type(amountInput(), '99.99');
    await user.tab();

    expect(await screen.findByText('Account number must be 10 digits')).toBeTruthy();
    expect(screen.getByText('Minimum withdrawal amount is ₦100.00')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.clear(amountInput());
    await user.type(amountInput(), '5000000.01');
    expect(await screen.findByText('Maximum withdrawal amount is ₦5,000,000.00')).toBeTruthy();
    await user.clear(amountInput());
    await user.type(amountInput(), '100.123');
    expect(await screen.findByText('Enter an amount in naira, with at most two decimals')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('fills the read-only Account Name from the bank once a bank and 10 digits are given', async () => {
    const { user, calls } = await setup();

    await user.selectOptions(screen.getByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account Number'), '0123456789');

    const name = screen.getByLabelText('Account Name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('ALICE JOHNSON'));
    expect(name.readOnly).toBe(true);
    const lookups = calls.filter((call) => call.url === '/api/wallet/withdrawals/resolve-account');
    expect(lookups.map((call) => call.body)).toEqual([{ bankCode: '058', accountNumber: '0123456789' }]);
  });

  it("shows the bank's refusal under Account Name and keeps submit disabled", async () => {
    const { user } = await setup({
      'POST /api/wallet/withdrawals/resolve-account': () =>
        jsonResponse(404, { success: false, message: 'Account not found at this bank' }),
    });

    await user.selectOptions(screen.getByLabelText('Bank'), '011');
    await user.type(screen.getByLabelText('Account Number'), '9999999999');
    await user.type(amountInput(), '1000');

    expect(await screen.findByText('Account not found at this bank')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('sends the withdrawal with a fresh idempotency key and says Processing... while it runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, calls } = await setup({
      'POST /api/wallet/withdrawals': () => new Promise<Response>((resolve) => (answer = resolve)),
    });

    await user.selectOptions(screen.getByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account Number'), '0123456789');
    await user.type(amountInput(), '1501.5');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    const request = calls.find((call) => call.url === '/api/wallet/withdrawals' && call.method === 'POST');
    expect(request?.body).toEqual({ bankCode: '058', accountNumber: '0123456789', amount: '1501.50' });
    expect(request?.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request?.headers.Authorization).toBe(`Bearer ${TOKEN}`);

    answer(
      jsonResponse(201, {
        success: true,
        data: aWithdrawal({ amountNgn: '1501.50', amountUsd: '1.01' }),
        message: 'Withdrawal request submitted successfully',
      }),
    );
    expect(await screen.findByText('Withdrawal request submitted successfully')).toBeTruthy();
    expect((amountInput() as HTMLInputElement).value).toBe('');
  });

  it('reads the balance again once the withdrawal is accepted, without waiting for its push', async () => {
    let available = '50.00';
    const calls = mockApi({
      'GET /api/wallet/withdrawals/options': options(),
      'POST /api/wallet/withdrawals/resolve-account': resolved,
      'GET /api/wallet/balance': () =>
        jsonResponse(200, { success: true, data: { available, held: '0.00' } }),
      'POST /api/wallet/withdrawals': () => {
        available = '48.99';
        return jsonResponse(201, { success: true, data: aWithdrawal(), message: 'Withdrawal submitted' });
      },
    });
    const { user } = renderWalletPage(
      <>
        <HeaderBalance />
        <BankWithdrawForm />
      </>,
    );
    expect(await screen.findByText('Balance 50.00')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account Number'), '0123456789');
    await user.type(amountInput(), '1501.5');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());

    expect(await screen.findByText('Balance 48.99')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/wallet/balance')).toHaveLength(2);
  });

  it("shows the server's message when it refuses the withdrawal", async () => {
    const { user } = await setup({
      'POST /api/wallet/withdrawals': () =>
        jsonResponse(422, { success: false, message: 'Insufficient balance' }),
    });

    await user.selectOptions(screen.getByLabelText('Bank'), '058');
    await user.type(screen.getByLabelText('Account Number'), '0123456789');
    await user.type(amountInput(), '150000');
    await waitFor(() => expect(submit().disabled).toBe(false));
    await user.click(submit());

    expect(await screen.findByText('Insufficient balance')).toBeTruthy();
  });

  it('says withdrawals are unavailable while no rate is set', async () => {
    mockApi({ 'GET /api/wallet/withdrawals/options': options({ ngnPerUsd: null }) });
    renderWalletPage(<BankWithdrawForm />);

    expect(await screen.findByText('Withdrawals are unavailable')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(screen.getByLabelText('Bank').matches(':disabled')).toBe(true);
  });

  it('offers Retry when the options cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/wallet/withdrawals/options': () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Failed to load withdrawal options' })
          : options()(),
    });
    const { user } = renderWalletPage(<BankWithdrawForm />);

    await screen.findByText('Failed to load withdrawal options');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByLabelText('Bank')).toBeTruthy();
  });
});
