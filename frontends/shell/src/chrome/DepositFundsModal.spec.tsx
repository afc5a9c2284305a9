/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { DepositFundsModal } from './DepositFundsModal';

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

function HeaderButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        + Deposit
      </button>
      <DepositFundsModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe(DepositFundsModal.name, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', 'token');
    localStorage.setItem('user', JSON.stringify(alice));
    globalThis.fetch = jest.fn<typeof fetch>(async (input) =>
      String(input) === '/api/wallet/balance'
        ? jsonResponse(200, { success: true, data: { available: '125.50', held: '0.00' } })
        : jsonResponse(200, { success: true, data: { user: alice } }),
    );
  });
  afterEach(cleanup);

  it('shows the balance and leads to the deposit screen', async () => {
    const { user } = renderPage(<HeaderButton />);

    await user.click(screen.getByRole('button', { name: '+ Deposit' }));

    const dialog = screen.getByRole('dialog', { name: 'Deposit Funds' });
    expect(await screen.findByText('$125.50')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Not Yet Configured|Coming soon/i);
    const go = screen.getByRole('button', { name: 'Go to Deposit' });
    expect(document.activeElement).toBe(go);

    await user.click(go);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('current-path').textContent).toBe('/deposit');
  });

  it('closes where it was opened', async () => {
    const { user } = renderPage(<HeaderButton />);
    await user.click(screen.getByRole('button', { name: '+ Deposit' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Deposit' }));
  });
});
