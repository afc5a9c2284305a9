/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { DepositLimit } from '@p2p/contracts/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import SettingsPage from '../profile/SettingsPage';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { DepositLimitsSettings } from './DepositLimitsSettings';
import { limitTime } from './limit-display';
import { RESETS_AT, depositLimits } from './testing/deposit-limit-factory';
import { type Call, mockLimitsFetch, puts, signInAlice } from './testing/limits-fetch';

const LIMITS_PATH = '/settings?tab=protection';

/** The wallet's limits routes, betting's answering no limits: `load` and `save` answer instead when they return a response. */
function mockLimits({
  limits = depositLimits(),
  load = () => undefined,
  save,
}: {
  limits?: DepositLimit[];
  load?: () => Response | undefined;
  save?: (call: Call) => Response | undefined;
} = {}): Call[] {
  return mockLimitsFetch({
    deposit: limits,
    load: (service) => (service === 'deposit' ? load() : undefined),
    save,
  });
}

const row = (name: string) => screen.getByRole('form', { name });
const section = () => screen.getByRole('region', { name: 'Deposit limits' });

describe(DepositLimitsSettings.name, () => {
  beforeEach(signInAlice);
  afterEach(cleanup);

  it('lists the day, week and month with the limit in force, what is used and when it resets', async () => {
    mockLimits({
      limits: depositLimits({ day: { amount: '100.00', used: '40.00' }, month: { used: '40.00' } }),
    });
    renderPage(<SettingsPage />, { path: LIMITS_PATH });

    expect(await within(section()).findAllByRole('form')).toHaveLength(3);
    expect(within(row('Daily limit')).getByText('$100.00')).toBeTruthy();
    expect(
      within(row('Daily limit')).getByText(
        `Used today: $40.00 of $100.00 · resets ${limitTime(RESETS_AT.day)}`,
      ),
    ).toBeTruthy();
    expect(within(row('Weekly limit')).getByText('No limit')).toBeTruthy();
    expect(
      within(row('Weekly limit')).getByText(`Used this week: $0.00 · resets ${limitTime(RESETS_AT.week)}`),
    ).toBeTruthy();
    expect(
      within(row('Monthly limit')).getByText(
        `Used this month: $40.00 · resets ${limitTime(RESETS_AT.month)}`,
      ),
    ).toBeTruthy();
    expect(within(row('Daily limit')).getByRole('button', { name: 'Remove limit' })).toBeTruthy();
    expect(within(row('Weekly limit')).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it("saves an amount with PUT, shows the wallet's message and the limit it answers", async () => {
    const message = 'Daily deposit limit set: it applies now.';
    const calls = mockLimits({
      save: () =>
        jsonResponse(200, { success: true, message, data: depositLimits({ day: { amount: '250.00' } }) }),
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Daily limit' });

    await user.type(screen.getByLabelText('Daily limit ($)'), '250');
    await user.click(within(row('Daily limit')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(puts(calls)).toEqual([
      { method: 'PUT', url: '/api/wallet/limits/deposit/day', body: { amount: '250.00' } },
    ]);
    expect(within(row('Daily limit')).getByText('$250.00')).toBeTruthy();
    expect((screen.getByLabelText('Daily limit ($)') as HTMLInputElement).value).toBe('');
  });

  it('shows a raise waiting out its 24 hours, and removes a limit with a null amount', async () => {
    const effectiveAt = '2026-11-28T12:00:00.000Z';
    const calls = mockLimits({
      limits: depositLimits({ week: { amount: '200.00', pending: { amount: '500.00', effectiveAt } } }),
      save: () =>
        jsonResponse(200, {
          success: true,
          message:
            'Weekly deposit limit change saved: it applies on 2026-11-28 12:00 UTC, 24 hours from now.',
          data: depositLimits({ week: { amount: '200.00', pending: { amount: null, effectiveAt } } }),
        }),
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });

    await screen.findByRole('form', { name: 'Daily limit' });
    expect(
      within(row('Weekly limit')).getByText(`Rises to $500.00 on ${limitTime(effectiveAt)}`),
    ).toBeTruthy();
    expect(within(row('Weekly limit')).getByText('$200.00')).toBeTruthy();

    await user.click(within(row('Weekly limit')).getByRole('button', { name: 'Remove limit' }));

    expect(await within(row('Weekly limit')).findByText(`Removed on ${limitTime(effectiveAt)}`)).toBeTruthy();
    expect(puts(calls)).toEqual([
      { method: 'PUT', url: '/api/wallet/limits/deposit/week', body: { amount: null } },
    ]);
    // A second removal would only start the 24 hours over.
    expect(within(row('Weekly limit')).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it("shows the wallet's refusal under the field", async () => {
    const refusal = 'Limit must be a positive amount in dollars, at most two decimals';
    mockLimits({ save: () => jsonResponse(400, { success: false, message: refusal }) });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Daily limit' });

    await user.type(screen.getByLabelText('Monthly limit ($)'), '1000');
    await user.click(within(row('Monthly limit')).getByRole('button', { name: 'Save' }));

    expect((await within(row('Monthly limit')).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByLabelText('Monthly limit ($)').getAttribute('aria-invalid')).toBe('true');
    expect(within(row('Daily limit')).queryByRole('alert')).toBeNull();
  });

  it('refuses an amount with more than two decimals without asking the wallet', async () => {
    const calls = mockLimits();
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Daily limit' });

    await user.type(screen.getByLabelText('Daily limit ($)'), '12.345');
    await user.click(within(row('Daily limit')).getByRole('button', { name: 'Save' }));

    expect((await within(row('Daily limit')).findByRole('alert')).textContent).toBe(
      'Limit must be a positive amount in dollars, at most two decimals',
    );
    expect(puts(calls)).toEqual([]);
  });

  it('says why the limits could not be read, and reads them again on Retry', async () => {
    let up = false;
    mockLimits({
      load: () => (up ? undefined : jsonResponse(503, { success: false, message: 'Service unavailable' })),
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });

    expect(within(section()).getByRole('status').textContent).toContain('Loading your deposit limits…');
    expect((await within(section()).findByRole('alert')).textContent).toContain(
      'Failed to load deposit limits: Service unavailable',
    );

    up = true;
    await user.click(within(section()).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(section()).getAllByRole('form')).toHaveLength(3));
  });
});
