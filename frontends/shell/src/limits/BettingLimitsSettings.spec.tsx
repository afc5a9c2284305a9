/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import SettingsPage from '../profile/SettingsPage';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { LossLimitsSettings, StakeLimitsSettings } from './BettingLimitsSettings';
import { limitTime } from './limit-display';
import { bettingLimits } from './testing/betting-limit-factory';
import { RESETS_AT } from './testing/deposit-limit-factory';
import { mockLimitsFetch, puts, signInAlice } from './testing/limits-fetch';

const LIMITS_PATH = '/settings?tab=protection';

const region = (name: string) => screen.getByRole('region', { name });
const row = (name: string) => screen.getByRole('form', { name });

describe(`${StakeLimitsSettings.name} and ${LossLimitsSettings.name}`, () => {
  beforeEach(signInAlice);
  afterEach(cleanup);

  it('shows the stake limits and the loss limits beside the deposit limits, each with what is used', async () => {
    mockLimitsFetch({
      betting: bettingLimits({
        'stake-offer': { amount: '25.00' },
        'stake-day': { amount: '50.00', used: '40.00' },
        'loss-week': { used: '-10.00' },
        'loss-month': { amount: '200.00', used: '75.50' },
      }),
    });
    renderPage(<SettingsPage />, { path: LIMITS_PATH });

    expect(await within(region('Stake limits')).findAllByRole('form')).toHaveLength(2);
    expect(within(region('Loss limits')).getAllByRole('form')).toHaveLength(2);
    expect(await within(region('Deposit limits')).findAllByRole('form')).toHaveLength(3);
    expect(within(row('Limit per offer')).getByText('$25.00')).toBeTruthy();
    expect(
      within(row('Limit per offer')).getByText('Counts each offer you make or take on its own'),
    ).toBeTruthy();
    expect(
      within(row('Daily stake limit')).getByText(
        `Staked today: $40.00 of $50.00 · resets ${limitTime(RESETS_AT.day)}`,
      ),
    ).toBeTruthy();
    expect(within(row('Weekly loss limit')).getByText('No limit')).toBeTruthy();
    expect(
      within(row('Weekly loss limit')).getByText(
        `Net loss this week: -$10.00 · resets ${limitTime(RESETS_AT.week)}`,
      ),
    ).toBeTruthy();
    expect(
      within(row('Monthly loss limit')).getByText(
        `Net loss this month: $75.50 of $200.00 · resets ${limitTime(RESETS_AT.month)}`,
      ),
    ).toBeTruthy();
    expect(within(row('Weekly loss limit')).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    expect(within(row('Monthly loss limit')).getByRole('button', { name: 'Remove limit' })).toBeTruthy();
  });

  it("saves a stake limit with PUT, shows betting's message and the limit it answers", async () => {
    const message = 'Daily stake limit set: it applies now.';
    const calls = mockLimitsFetch({
      save: () =>
        jsonResponse(200, {
          success: true,
          message,
          data: bettingLimits({ 'stake-day': { amount: '50.00' }, 'loss-week': { amount: '999.00' } }),
        }),
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Daily stake limit' });

    await user.type(screen.getByLabelText('Daily stake limit ($)'), '50');
    await user.click(within(row('Daily stake limit')).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(puts(calls)).toEqual([
      { method: 'PUT', url: '/api/p2p-betting/limits/stake-day', body: { amount: '50.00' } },
    ]);
    expect(within(row('Daily stake limit')).getByText('$50.00')).toBeTruthy();
    // Only the saved kind is taken from the answer.
    expect(within(row('Weekly loss limit')).getByText('No limit')).toBeTruthy();
  });

  it('shows a raise waiting out its 24 hours, and removes a loss limit with a null amount', async () => {
    const effectiveAt = '2026-11-28T12:00:00.000Z';
    const calls = mockLimitsFetch({
      betting: bettingLimits({
        'loss-month': { amount: '100.00', pending: { amount: '400.00', effectiveAt } },
      }),
      save: () =>
        jsonResponse(200, {
          success: true,
          message: 'Monthly loss limit change saved: it applies on 2026-11-28 12:00 UTC, 24 hours from now.',
          data: bettingLimits({ 'loss-month': { amount: '100.00', pending: { amount: null, effectiveAt } } }),
        }),
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Monthly loss limit' });
    expect(
      within(row('Monthly loss limit')).getByText(`Rises to $400.00 on ${limitTime(effectiveAt)}`),
    ).toBeTruthy();

    await user.click(within(row('Monthly loss limit')).getByRole('button', { name: 'Remove limit' }));

    expect(
      await within(row('Monthly loss limit')).findByText(`Removed on ${limitTime(effectiveAt)}`),
    ).toBeTruthy();
    expect(puts(calls)).toEqual([
      { method: 'PUT', url: '/api/p2p-betting/limits/loss-month', body: { amount: null } },
    ]);
    expect(within(row('Monthly loss limit')).queryByRole('button', { name: 'Remove limit' })).toBeNull();
  });

  it("shows betting's refusal under the field of that limit only", async () => {
    const refusal = 'Limit must be a positive amount in dollars, at most two decimals';
    mockLimitsFetch({ save: () => jsonResponse(400, { success: false, message: refusal }) });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });
    await screen.findByRole('form', { name: 'Limit per offer' });

    await user.type(screen.getByLabelText('Limit per offer ($)'), '10');
    await user.click(within(row('Limit per offer')).getByRole('button', { name: 'Save' }));

    expect((await within(row('Limit per offer')).findByRole('alert')).textContent).toBe(refusal);
    expect(within(row('Daily stake limit')).queryByRole('alert')).toBeNull();
  });

  it('says in both sections why the limits could not be read, and reads them again on Retry', async () => {
    let up = false;
    mockLimitsFetch({
      load: (service) =>
        service === 'betting' && !up
          ? jsonResponse(503, { success: false, message: 'Service unavailable' })
          : undefined,
    });
    const { user } = renderPage(<SettingsPage />, { path: LIMITS_PATH });

    expect(within(region('Stake limits')).getByRole('status').textContent).toContain(
      'Loading your stake limits…',
    );
    for (const name of ['Stake limits', 'Loss limits']) {
      expect((await within(region(name)).findByRole('alert')).textContent).toContain(
        'Failed to load stake and loss limits: Service unavailable',
      );
    }
    expect(await within(region('Deposit limits')).findAllByRole('form')).toHaveLength(3);

    up = true;
    await user.click(within(region('Loss limits')).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(region('Stake limits')).getAllByRole('form')).toHaveLength(2));
    expect(within(region('Loss limits')).getAllByRole('form')).toHaveLength(2);
  });
});
