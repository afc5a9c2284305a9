/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { transferOptions } from './testing/factories';
import { jsonResponse, mockApi, renderWalletPage, signIn, type ApiCall } from '../testing/render';
import { TransferForm } from './TransferForm';

const BOB = { username: 'bob', name: 'Bob Smith' };

const recipients = ({ url }: ApiCall) =>
  url === '/api/wallet/recipients/bob'
    ? jsonResponse(200, { success: true, data: BOB })
    : url === '/api/wallet/recipients/alice'
      ? jsonResponse(400, { success: false, message: 'You cannot transfer to yourself' })
      : jsonResponse(404, { success: false, message: 'User not found' });

async function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/wallet/transfers/options': () => jsonResponse(200, { success: true, data: transferOptions() }),
    ...routes,
  });
  const view = renderWalletPage(<TransferForm />);
  await screen.findByLabelText("Friend's Username");
  return { ...view, calls };
}

// The recipient route has the username in its path: answer every GET under it.
function withRecipients(routes: Parameters<typeof mockApi>[0] = {}) {
  const table = { ...routes };
  for (const name of ['bob', 'alice', 'nobody']) table[`GET /api/wallet/recipients/${name}`] = recipients;
  return table;
}

const username = () => screen.getByLabelText("Friend's Username");
const send = () => screen.getByRole('button', { name: 'Send Transfer' }) as HTMLButtonElement;
const review = () => within(screen.getByRole('dialog', { name: 'Confirm Transfer' }));
const transfers = (calls: ApiCall[]) => calls.filter((call) => call.url === '/api/wallet/transfers');

describe(TransferForm.name, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(cleanup);

  it("verifies the friend's username on blur and shows the name with a tick", async () => {
    const { user, calls } = await setup(withRecipients());

    await user.type(username(), '@bob');
    expect(calls.some((call) => call.url.startsWith('/api/wallet/recipients'))).toBe(false);
    await user.tab();

    expect(await screen.findByText('Bob Smith')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeTruthy();
    expect(
      calls.filter((call) => call.url.startsWith('/api/wallet/recipients')).map((call) => call.url),
    ).toEqual(['/api/wallet/recipients/bob']);
  });

  it("shows the server's message under the field when the username is refused", async () => {
    const { user } = await setup(withRecipients());

    await user.type(username(), 'nobody');
    await user.tab();
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');

    await user.clear(username());
    await user.type(username(), 'alice');
    await user.tab();
    expect(await screen.findByText('You cannot transfer to yourself')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
  });

  it('drops the tick as soon as the username changes', async () => {
    const { user } = await setup(withRecipients());
    await user.type(username(), 'bob');
    await user.tab();
    await screen.findByRole('img', { name: 'Verified' });

    await user.type(username(), 'x');

    expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
  });

  it('sends nothing before the recipient and the amount are confirmed, and Back returns to the form', async () => {
    const { user, calls } = await setup(withRecipients());
    await user.type(username(), 'bob');
    await user.tab();
    await screen.findByRole('img', { name: 'Verified' });
    await user.type(screen.getByLabelText('Amount ($)'), '40');
    await user.type(screen.getByLabelText('Note (optional)'), 'Tickets');
    await waitFor(() => expect(send().disabled).toBe(false));

    await user.click(send());

    const terms = (term: string) => review().getByText(term).closest('div')?.textContent;
    expect(terms('To')).toBe('ToBob Smith @bob');
    expect(terms('Amount')).toBe('Amount$40.00');
    expect(terms('Fee')).toBe('FeeFree');
    expect(terms('Note')).toBe('NoteTickets');
    expect(transfers(calls)).toEqual([]);

    await user.click(review().getByRole('button', { name: 'Back' }));

    expect(screen.queryByRole('dialog', { name: 'Confirm Transfer' })).toBeNull();
    expect((screen.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('40');
    expect(transfers(calls)).toEqual([]);
  });

  it('sends the verified username, the amount in dollars and the note, with an idempotency key', async () => {
    const { user, calls } = await setup(
      withRecipients({
        'POST /api/wallet/transfers': ({ body }) =>
          jsonResponse(201, {
            success: true,
            message: 'Transfer completed successfully',
            data: {
              id: 't-1',
              recipient: BOB,
              amount: '25.50',
              note: (body as { note: string | null }).note,
              createdAt: '2026-01-05T09:07:00.000Z',
              balance: '74.50',
            },
          }),
      }),
    );

    await user.type(username(), ' @bob ');
    await user.tab();
    await screen.findByRole('img', { name: 'Verified' });
    await user.type(screen.getByLabelText('Amount ($)'), '25.5');
    await user.type(screen.getByLabelText('Note (optional)'), '  Lunch  ');
    await waitFor(() => expect(send().disabled).toBe(false));
    await user.click(send());
    await user.click(review().getByRole('button', { name: 'Confirm Transfer' }));

    expect((await screen.findAllByText(/\$25\.50 sent to Bob Smith \(@bob\)/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'Confirm Transfer' })).toBeNull();
    const transfer = calls.find((call) => call.method === 'POST' && call.url === '/api/wallet/transfers');
    expect(transfer?.body).toEqual({ username: 'bob', amount: '25.50', note: 'Lunch' });
    expect(transfer?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((username() as HTMLInputElement).value).toBe('');
  });

  it("shows the wallet's refusal of a transfer during the user's break", async () => {
    const message =
      'You have excluded yourself until 2031-11-27 18:40 UTC: transfers are closed. Withdrawals to your own bank stay open.';
    const { user } = await setup(
      withRecipients({ 'POST /api/wallet/transfers': () => jsonResponse(403, { success: false, message }) }),
    );
    await user.type(username(), 'bob');
    await user.tab();
    await screen.findByRole('img', { name: 'Verified' });
    await user.type(screen.getByLabelText('Amount ($)'), '50');
    await waitFor(() => expect(send().disabled).toBe(false));

    await user.click(send());
    await user.click(review().getByRole('button', { name: 'Confirm Transfer' }));

    expect(await review().findByText(message)).toBeTruthy();
    expect((username() as HTMLInputElement).value).toBe('bob');
  });

  it('sends no note as null, and a new key for each confirmation', async () => {
    const { user, calls } = await setup(
      withRecipients({
        'POST /api/wallet/transfers': () =>
          jsonResponse(422, { success: false, message: 'Insufficient balance' }),
      }),
    );
    await user.type(username(), 'bob');
    await user.tab();
    await screen.findByRole('img', { name: 'Verified' });
    await user.type(screen.getByLabelText('Amount ($)'), '10');
    await waitFor(() => expect(send().disabled).toBe(false));

    await user.click(send());
    const confirm = review().getByRole('button', { name: 'Confirm Transfer' });
    await user.click(confirm);
    expect(await review().findByText('Insufficient balance')).toBeTruthy();
    await user.click(confirm);
    await waitFor(() => expect(transfers(calls)).toHaveLength(2));

    const [first, second] = transfers(calls);
    expect(first.body).toEqual({ username: 'bob', amount: '10.00', note: null });
    expect(first.headers['Idempotency-Key']).not.toBe(second.headers['Idempotency-Key']);
  });

  it("shows the wallet's limits, not the specification's, and refuses amounts outside them", async () => {
    const { user } = await setup(withRecipients());

    expect(screen.getByText('Minimum transfer: $1.00')).toBeTruthy();
    expect(screen.getByText('Maximum transfer: $10,000.00')).toBeTruthy();
    expect(screen.getByText('Transfers are instant and free.')).toBeTruthy();

    await user.type(screen.getByLabelText('Amount ($)'), '0.99');
    await user.tab();
    expect(await screen.findByText('Minimum transfer amount is $1.00')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '10000.01');
    expect(await screen.findByText('Maximum transfer amount is $10,000.00')).toBeTruthy();
    expect(send().disabled).toBe(true);
  });
});
