/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import type { Deposit } from '@p2p/contracts/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { liveSocket } from '@p2p/web-session/testing';
import { aPage } from '../shared/testing/page';
import {
  ADMIN,
  jsonResponse,
  mockApi,
  ok,
  queriesTo,
  refused,
  renderTab,
  asSignedInAdmin,
  type ApiCall,
} from '../shared/testing/render-tab';
import { DepositsTab } from './DepositsTab';
import { aDeposit } from './testing/factories';

const PENDING = 'GET /api/deposits/admin/pending';
const AUDIT = 'GET /api/admin/audit';
const pendingAnswer = (deposits: Deposit[]) => () =>
  jsonResponse(200, { success: true, transactions: deposits });
const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe(DepositsTab.name, () => {
  asSignedInAdmin();

  it("lists pending deposits with fee and net, 'No reference' and the user's notes cut to 50 characters", async () => {
    const notes = 'Sent from my Access Bank account this morning, please check soon';
    mockApi({
      [PENDING]: pendingAnswer([aDeposit({ transactionReference: null, userNotes: notes })]),
      [AUDIT]: () => ok(aPage([])),
    });

    renderTab(<DepositsTab />);

    const row = within(await rowOf('@alice'));
    expect(row.getByText('No reference')).toBeTruthy();
    expect(row.getByText(`${notes.slice(0, 50)}…`)).toBeTruthy();
    expect(row.queryByText(notes)).toBeNull();
    expect(row.getByText('$97.00')).toBeTruthy();
    expect(screen.getByText('1 pending')).toBeTruthy();
  });

  it("approves with the admin's notes and confirms it in a toast", async () => {
    const deposit = aDeposit({ id: 'd-approve' });
    const calls = mockApi({
      [PENDING]: pendingAnswer([deposit]),
      [AUDIT]: () => ok(aPage([])),
      'PATCH /api/deposits/admin/transactions/d-approve': () =>
        jsonResponse(200, {
          success: true,
          message: 'Deposit approved successfully',
          transaction: { ...deposit, status: 'approved', adminNotes: 'Matched the bank statement' },
        }),
    });
    const { user } = renderTab(<DepositsTab />);

    await user.click(within(await rowOf('@alice')).getByRole('button', { name: /^Approve/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve Deposit' }));
    await user.type(dialog.getByLabelText('Admin notes (optional)'), 'Matched the bank statement');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls).map((call) => call.body)).toEqual([
      { status: 'approved', adminNotes: 'Matched the bank statement' },
    ]);
    expect(await screen.findByText('Deposit approved successfully')).toBeTruthy();
  });

  it("keeps the reject dialog open with the server's message when the wallet refuses", async () => {
    mockApi({
      [PENDING]: pendingAnswer([aDeposit({ id: 'd-late' })]),
      [AUDIT]: () => ok(aPage([])),
      'PATCH /api/deposits/admin/transactions/d-late': () =>
        refused(409, 'Deposit has already been processed'),
    });
    const { user } = renderTab(<DepositsTab />);

    await user.click(within(await rowOf('@alice')).getByRole('button', { name: /^Reject/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject Deposit' }));
    await user.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(
      await dialog.findByText('Failed to reject deposit: Deposit has already been processed'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Reject Deposit' })).toBeTruthy();
  });

  it("marks the admin's own deposit and disables its decision with the reason", async () => {
    mockApi({
      [PENDING]: pendingAnswer([
        aDeposit({ user: { id: ADMIN.id, username: ADMIN.username, email: ADMIN.email, balance: '0.00' } }),
      ]),
      [AUDIT]: () => ok(aPage([])),
    });
    renderTab(<DepositsTab />);

    const row = within(await rowOf('@ada'));
    expect(row.getByText('Your own request')).toBeTruthy();
    const approve = row.getByRole('button', { name: /^Approve/ }) as HTMLButtonElement;
    const reject = row.getByRole('button', { name: /^Reject/ }) as HTMLButtonElement;
    expect([approve.disabled, reject.disabled]).toEqual([true, true]);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Another admin must decide your own request',
    );
    expect((row.getByRole('button', { name: /^View/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists decided deposits from the audit log with outcome, date and notes', async () => {
    const calls = mockApi({
      [PENDING]: pendingAnswer([]),
      [AUDIT]: () =>
        ok(
          aPage([
            {
              id: 'a-1',
              action: 'deposit.rejected',
              actorId: ADMIN.id,
              actorName: 'Ada Admin',
              targetType: 'deposit',
              targetId: 'd-old',
              before: { status: 'pending' },
              after: { status: 'rejected', userId: 'u-bob', amount: '40.00', adminNotes: 'Proof unreadable' },
              requestId: null,
              occurredAt: '2026-01-04T10:00:00.000Z',
            },
          ]),
        ),
      'GET /api/admin/users': () => ok(aPage([{ id: 'u-bob', username: 'bob' }])),
    });
    renderTab(<DepositsTab />);

    const row = within(await rowOf('Proof unreadable'));
    expect(row.getByText('Rejected')).toBeTruthy();
    expect(row.getByText('$40.00')).toBeTruthy();
    expect(row.getByText('Ada Admin')).toBeTruthy();
    expect(await row.findByText('@bob')).toBeTruthy();
    // Every name the tab shows in one read of the users.
    expect(queriesTo(calls, '/api/admin/users').map((query) => query.get('ids'))).toEqual(['u-bob']);
  });

  it('fetches the queue again when the gateway pushes a new deposit', async () => {
    let answered = 0;
    mockApi({
      [PENDING]: () => {
        answered += 1;
        return jsonResponse(200, {
          success: true,
          transactions:
            answered === 1
              ? []
              : [aDeposit({ user: { id: 'u-carol', username: 'carol', email: null, balance: '0' } })],
        });
      },
      [AUDIT]: () => ok(aPage([])),
    });
    renderTab(<DepositsTab />);
    await screen.findByText('No pending deposits');
    await waitFor(() => expect(liveSocket.listens('deposit:submitted')).toBe(true));

    act(() => liveSocket.push('deposit:submitted', { depositId: 'd-new' }));

    expect(await screen.findByText('@carol')).toBeTruthy();
    expect(screen.getByText('A new deposit request arrived')).toBeTruthy();
  });
});
