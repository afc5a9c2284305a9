/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { PaymentMethod } from '@p2p/contracts/api';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { DepositScreen } from '../DepositScreen';
import { aDeposit, bankTransfer, cryptoWallet, mobileMoney } from '../testing/factories';
import { installFakeXhr, type FakeXhr } from '../testing/fake-xhr';
import {
  currentLocation,
  jsonResponse,
  mockApi,
  renderWalletPage,
  signIn,
  TOKEN,
} from '../../testing/render';
import { DepositWizard } from './DepositWizard';

const FIVE_PENDING = 'You already have 5 deposits awaiting approval. Please wait for them to be reviewed.';
const OVER_DAILY_LIMIT =
  'This deposit would pass your daily deposit limit of $150.00 ($60.00 deposited so far). It resets on 2026-11-28 00:00 UTC.';

function setup(methods: PaymentMethod[] = [bankTransfer(), mobileMoney(), cryptoWallet()]) {
  mockApi({
    'GET /api/deposits/payment-methods': () => jsonResponse(200, { success: true, paymentMethods: methods }),
    'GET /api/deposits/transactions': () => jsonResponse(200, { success: true, transactions: [] }),
  });
  const xhrs = installFakeXhr();
  return { xhrs, ...renderWalletPage(<DepositScreen />, { path: '/deposit' }) };
}

type User = ReturnType<typeof setup>['user'];

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const amountInput = () => screen.getByLabelText('Amount (USD)') as HTMLInputElement;
const proofInput = () => screen.getByLabelText('Proof of Payment (optional)') as HTMLInputElement;

const startingWith = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);

async function chooseMethod(user: User, name: string) {
  await user.click(await screen.findByRole('radio', { name: startingWith(name) }));
  await user.click(button(`Continue with ${name}`));
  await screen.findByRole('heading', { name: 'Step 2: Enter Amount' });
}

async function toPayment(user: User, name = 'GTBank Transfer', amount = '100') {
  await chooseMethod(user, name);
  await user.type(amountInput(), amount);
  await user.click(button('Proceed to Payment'));
  await screen.findByRole('heading', { name: 'Step 3: Complete Your Payment' });
}

function png(name = 'receipt.png', size?: number): File {
  const file = new File(['\x89PNG fake image bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const summaryText = (name: string) => screen.getByRole('group', { name }).textContent;

describe(DepositWizard.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
    jest.restoreAllMocks();
  });

  it('lists the active methods with their type and processing time, Instant when none is set', async () => {
    const { user } = setup();

    const momo = await screen.findByRole('radio', { name: startingWith('MTN Mobile Money') });
    const card = momo.closest('label') as HTMLElement;

    expect(within(card).getByText('Mobile Money')).toBeTruthy();
    expect(within(card).getByText('Instant')).toBeTruthy();
    expect(screen.getByText('1-2 hours')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    await user.click(momo);
    expect(button('Continue with MTN Mobile Money').disabled).toBe(false);
  });

  it('walks the three steps and keeps what was typed when going back', async () => {
    const { user } = setup();
    await toPayment(user);
    await user.type(screen.getByLabelText('Transaction Reference (optional)'), 'REF-1');
    await user.type(screen.getByLabelText('Additional Notes (optional)'), 'Sent from my GTBank app');
    await user.upload(proofInput(), png());
    await screen.findByAltText('Preview of receipt.png');

    await user.click(button('Back'));
    expect(amountInput().value).toBe('100');
    await user.click(button('Back'));
    expect((screen.getByRole('radio', { name: /GTBank Transfer/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(button('Continue with GTBank Transfer'));
    await user.click(button('Proceed to Payment'));
    expect((screen.getByLabelText('Transaction Reference (optional)') as HTMLInputElement).value).toBe(
      'REF-1',
    );
    expect((screen.getByLabelText('Additional Notes (optional)') as HTMLTextAreaElement).value).toBe(
      'Sent from my GTBank app',
    );
    expect(screen.getByAltText('Preview of receipt.png')).toBeTruthy();
  });

  it.each([
    ['GTBank Transfer', '100', '$3.00', '$97.00'],
    ['GTBank Transfer', '50', '$2.00', '$48.00'],
    ['MTN Mobile Money', '20', '$1.00', '$19.00'],
    ['USDT (TRC20)', '100', '$1.00', '$99.00'],
  ])(
    'shows %s $%s as a fee of %s and %s to credit, by the rule the server sent',
    async (method, amount, fee, net) => {
      const { user } = setup();
      await chooseMethod(user, method);

      await user.type(amountInput(), amount);

      expect(summaryText('Deposit summary')).toContain(`Processing fee${fee}`);
      expect(summaryText('Deposit summary')).toContain(`Amount to credit${net}`);
    },
  );

  it('computes the fee only from the server rule, whatever it is', async () => {
    const { user } = setup([bankTransfer({ fee: { basisPoints: 500, minimum: '0.00' } })]);
    await chooseMethod(user, 'GTBank Transfer');

    await user.type(amountInput(), '100');

    expect(summaryText('Deposit summary')).toContain('Processing fee$5.00');
    expect(summaryText('Deposit summary')).toContain('Amount to credit$95.00');
  });

  it('says "Please enter a valid amount" and keeps Proceed disabled for an empty amount or less than $1', async () => {
    const { user } = setup();
    await chooseMethod(user, 'GTBank Transfer');
    expect(button('Proceed to Payment').disabled).toBe(true);

    await user.type(amountInput(), '0.5');
    expect(await screen.findByText('Please enter a valid amount')).toBeTruthy();
    expect(button('Proceed to Payment').disabled).toBe(true);

    await user.clear(amountInput());
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();
    expect(button('Proceed to Payment').disabled).toBe(true);

    await user.type(amountInput(), '5');
    await waitFor(() => expect(screen.queryByText('Please enter a valid amount')).toBeNull());
    expect(button('Proceed to Payment').disabled).toBe(false);
  });

  it('refuses an amount the fee would swallow', async () => {
    const { user } = setup();
    await chooseMethod(user, 'GTBank Transfer');

    await user.type(amountInput(), '1.50');

    expect(screen.getByText('Deposit amount must be more than the processing fee of $2.00')).toBeTruthy();
    expect(button('Proceed to Payment').disabled).toBe(true);
  });

  it('shows each payment detail with its label and copies it', async () => {
    const { user } = setup();
    await toPayment(user);

    expect(screen.getByText('Use your username as the transfer narration.')).toBeTruthy();
    expect(screen.getByText('Bank Name')).toBeTruthy();
    expect(screen.getByText('Account Name')).toBeTruthy();
    await user.click(button('Copy Account Number'));

    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('0123456789');
  });

  it('refuses a proof over 5MB before reading it, clears the input and sends no proof', async () => {
    const { user, xhrs } = setup();
    const read = jest.spyOn(FileReader.prototype, 'readAsDataURL');
    await toPayment(user);

    await user.upload(proofInput(), png('huge.png', 5 * 1024 * 1024 + 1));

    expect(await screen.findByText('File size must be less than 5MB')).toBeTruthy();
    expect(proofInput().value).toBe('');
    expect(proofInput().files).toHaveLength(0);
    expect(screen.queryByAltText('Preview of huge.png')).toBeNull();
    expect(read).not.toHaveBeenCalled();

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(xhrs[0].json.proofOfPayment).toBeNull();
  });

  it('uploads the request with progress, shows the success modal, and Make Another Deposit starts over', async () => {
    const { user, xhrs } = setup();
    await toPayment(user);
    await user.type(screen.getByLabelText('Transaction Reference (optional)'), 'REF-1');
    await user.upload(proofInput(), png());
    await screen.findByAltText('Preview of receipt.png');

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    const request: FakeXhr = xhrs[0];
    expect([request.method, request.url]).toEqual(['POST', '/api/deposits/submit']);
    expect(request.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.json).toEqual({
      paymentMethodId: 'method-bank',
      amount: '100.00',
      transactionReference: 'REF-1',
      proofOfPayment: expect.stringMatching(/^data:image\/png;base64,/),
      userNotes: null,
    });

    act(() => request.progress(512, 1024));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(button(/Submit Deposit Request/).disabled).toBe(true);

    act(() =>
      request.respond(201, {
        success: true,
        message: 'Deposit request submitted successfully',
        transaction: aDeposit({ id: 'deposit-42', transactionReference: 'REF-1' }),
      }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Deposit Request Submitted' });
    expect(within(modal).getByText('deposit-42')).toBeTruthy();
    expect(within(modal).getByText('$100.00')).toBeTruthy();
    expect(within(modal).getByText('Pending Approval')).toBeTruthy();
    expect(within(modal).getByText(/reviews deposits within 24 hours/)).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: 'Make Another Deposit' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Step 1: Choose a Payment Method' })).toBeTruthy();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await chooseMethod(user, 'GTBank Transfer');
    expect(amountInput().value).toBe('');
  });

  it("shows the server's message when the submission is refused, keeping the form", async () => {
    const { user, xhrs } = setup();
    await toPayment(user);
    await user.type(screen.getByLabelText('Transaction Reference (optional)'), 'REF-1');

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0].respond(409, { success: false, message: FIVE_PENDING }));

    expect(await screen.findByText(`Failed to submit deposit: ${FIVE_PENDING}`)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByLabelText('Transaction Reference (optional)') as HTMLInputElement).value).toBe(
      'REF-1',
    );
    expect(button('Submit Deposit Request').disabled).toBe(false);
  });

  it('says which deposit limit a refused deposit would pass, with the way to change the limits', async () => {
    const { user, xhrs } = setup();
    await toPayment(user);

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() =>
      xhrs[0].respond(422, {
        success: false,
        message: OVER_DAILY_LIMIT,
        period: 'day',
        limit: '150.00',
        used: '60.00',
        resetsAt: '2026-11-28T00:00:00.000Z',
      }),
    );

    const notice = (await screen.findByText(`Failed to submit deposit: ${OVER_DAILY_LIMIT}`)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const link = within(notice).getByRole('link', { name: 'Change your deposit limits' });
    await user.click(link);
    expect(currentLocation()).toBe('/settings?tab=protection');
  });

  it('offers no way to the limits when a deposit is refused for another reason', async () => {
    const { user, xhrs } = setup();
    await toPayment(user);

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0].respond(409, { success: false, message: FIVE_PENDING }));

    await screen.findByText(`Failed to submit deposit: ${FIVE_PENDING}`);
    expect(screen.queryByRole('link', { name: 'Change your deposit limits' })).toBeNull();
  });

  it('sends the same Idempotency-Key again only when no answer came', async () => {
    const { user, xhrs } = setup();
    await toPayment(user);

    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => xhrs[0].fail());
    await screen.findByText('Failed to submit deposit: Network error occurred');
    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(2));
    act(() => xhrs[1].respond(409, { success: false, message: FIVE_PENDING }));
    await screen.findByText(`Failed to submit deposit: ${FIVE_PENDING}`);
    await user.click(button('Submit Deposit Request'));
    await waitFor(() => expect(xhrs).toHaveLength(3));

    const keys = xhrs.map((xhr) => xhr.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says why the payment methods did not load, and Retry loads them', async () => {
    let fail = true;
    mockApi({
      'GET /api/deposits/payment-methods': () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Wallet is unavailable' })
          : jsonResponse(200, { success: true, paymentMethods: [bankTransfer()] }),
      'GET /api/deposits/transactions': () => jsonResponse(200, { success: true, transactions: [] }),
    });
    const { user } = renderWalletPage(<DepositScreen />, { path: '/deposit' });

    expect(await screen.findByText('Failed to load payment methods: Wallet is unavailable')).toBeTruthy();
    fail = false;
    await user.click(button('Retry'));

    expect(await screen.findByRole('radio', { name: /GTBank Transfer/ })).toBeTruthy();
  });
});
