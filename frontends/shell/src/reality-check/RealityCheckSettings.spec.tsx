/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import SettingsPage from '../profile/SettingsPage';
import { mockLimitsFetch, signInAlice } from '../limits/testing/limits-fetch';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import { RealityCheckSettings } from './RealityCheckSettings';
import { mockRealityCheckFetch, type Call } from './testing/reality-check-fetch';

const STARTED_AT = '2026-11-27T10:00:00.000Z';

const section = () => screen.getByRole('region', { name: 'Reality check' });
const interval = () => within(section()).getByLabelText('Remind me every') as HTMLSelectElement;
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe(RealityCheckSettings.name, () => {
  beforeEach(signInAlice);
  afterEach(cleanup);

  it('is in the Player protection tab, after the breaks, and off by default', async () => {
    mockLimitsFetch();
    renderPage(<SettingsPage />, { path: '/settings?tab=protection' });

    expect(await within(section()).findByLabelText('Remind me every')).toBeTruthy();
    expect(interval().value).toBe('off');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(regions.slice(-2)).toEqual(['Take a break', 'Reality check']);
  });

  it('offers Off and 15 to 120 minutes, and shows the interval saved', async () => {
    mockRealityCheckFetch({ setting: { intervalMinutes: 45, sessionStartedAt: STARTED_AT } });
    renderPage(<RealityCheckSettings />);

    await within(section()).findByLabelText('Remind me every');
    expect(
      within(interval())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', '15 minutes', '30 minutes', '45 minutes', '60 minutes', '90 minutes', '120 minutes']);
    expect(interval().value).toBe('45');
  });

  it("saves an interval and turning it off with PUT, with auth's message", async () => {
    const calls = mockRealityCheckFetch({ setting: { intervalMinutes: null, sessionStartedAt: STARTED_AT } });
    renderPage(<RealityCheckSettings />);

    fireEvent.change(await within(section()).findByLabelText('Remind me every'), { target: { value: '30' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You will be reminded every 30 minutes of session time')).toBeTruthy();
    expect(interval().value).toBe('30');

    fireEvent.change(interval(), { target: { value: 'off' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reality check turned off')).toBeTruthy();
    expect(puts(calls).map((call) => call.body)).toEqual([
      { intervalMinutes: 30 },
      { intervalMinutes: null },
    ]);
  });

  it('shows a refused save under the field and keeps the choice', async () => {
    mockRealityCheckFetch({
      setting: { intervalMinutes: null, sessionStartedAt: STARTED_AT },
      save: () => jsonResponse(503, { success: false, message: 'Auth is away' }),
    });
    renderPage(<RealityCheckSettings />);

    fireEvent.change(await within(section()).findByLabelText('Remind me every'), {
      target: { value: '120' },
    });
    fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByText('Auth is away')).toBeTruthy();
    expect(interval().value).toBe('120');
  });

  it("shows auth's message when the setting cannot be read", async () => {
    mockRealityCheckFetch({ setting: { intervalMinutes: null, sessionStartedAt: STARTED_AT } });
    globalThis.fetch = async () => jsonResponse(503, { success: false, message: 'Auth is away' });
    renderPage(<RealityCheckSettings />);

    await waitFor(() =>
      expect(within(section()).getByText('Failed to load your reality check: Auth is away')).toBeTruthy(),
    );
  });
});
