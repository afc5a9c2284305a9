/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { limitTime } from '../limits/limit-display';
import { signInAlice } from '../limits/testing/limits-fetch';
import { jsonResponse } from '../testing/json-response';
import { renderPage } from '../testing/render-page';
import type { BreakInForce } from './break-queries';
import { BreakSettings } from './BreakSettings';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const ALICE = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

const TIME_OUT: BreakInForce = {
  kind: 'time-out',
  duration: '24h',
  startedAt: '2026-11-27T10:00:00.000Z',
  endsAt: '2026-11-28T10:00:00.000Z',
};

/** Auth's exclusion route behind fetch: `current` is read; `take` answers a POST. */
function mockBreaks({
  current = null,
  take = () => jsonResponse(500, { success: false, message: 'No answer scripted' }),
}: { current?: BreakInForce | null; take?: (call: Call) => Response } = {}): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn<typeof fetch>(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    // The session's own token check.
    if (call.url !== '/api/auth/exclusion')
      return jsonResponse(200, { success: true, data: { user: ALICE } });
    return call.method === 'POST' ? take(call) : jsonResponse(200, { success: true, data: current });
  });
  return calls;
}

const section = () => screen.getByRole('region', { name: 'Take a break' });
const posts = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/auth/exclusion');

describe(BreakSettings.name, () => {
  beforeEach(signInAlice);
  afterEach(cleanup);

  it('takes a 24-hour time-out only after the confirmation, and then shows it in force', async () => {
    const calls = mockBreaks({
      take: () =>
        jsonResponse(200, {
          success: true,
          data: TIME_OUT,
          message:
            'You are on a time-out until 2026-11-28 10:00 UTC. Your open offers are cancelled; withdrawals stay open.',
        }),
    });
    renderPage(<BreakSettings />);

    fireEvent.click(await within(section()).findByRole('button', { name: 'Take a time-out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out?' });
    expect(within(dialog).getByText(/For 24 hours you will not be able to bet or deposit/)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start my time-out' }));

    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { method: 'POST', url: '/api/auth/exclusion', body: { kind: 'time-out', duration: '24h' } },
      ]),
    );
    expect(
      await within(section()).findByText(`You are on a time-out until ${limitTime(TIME_OUT.endsAt!)}.`, {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Make your break longer')).toBeTruthy();
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const calls = mockBreaks();
    renderPage(<BreakSettings />);

    fireEvent.click(await screen.findByRole('button', { name: 'Take a time-out' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);
  });

  it('asks the password for a self-exclusion, offers its durations, and shows the refusal', async () => {
    const calls = mockBreaks({
      take: () => jsonResponse(400, { success: false, message: 'Password is incorrect' }),
    });
    renderPage(<BreakSettings />);

    fireEvent.change(await screen.findByLabelText('Kind of break'), { target: { value: 'self-exclusion' } });
    const durations = within(screen.getByLabelText('How long')).getAllByRole('option');
    expect(durations.map((option) => option.textContent)).toEqual([
      '6 months',
      '1 year',
      '2 years',
      '5 years',
      'Permanently',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    expect(await screen.findByText('Password is required to exclude yourself')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('How long'), { target: { value: 'permanent' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Alice123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself from betting?' });
    expect(
      within(dialog).getByText(/You will not be able to bet or deposit again on this account/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));

    expect(await screen.findByText('Password is incorrect')).toBeTruthy();
    expect(posts(calls)[0].body).toEqual({
      kind: 'self-exclusion',
      duration: 'permanent',
      password: 'Alice123!',
    });
  });

  it('shows a permanent self-exclusion with nothing left to take', async () => {
    mockBreaks({
      current: { kind: 'self-exclusion', duration: 'permanent', startedAt: TIME_OUT.startedAt, endsAt: null },
    });
    renderPage(<BreakSettings />);

    expect(await screen.findByText(/You have excluded yourself from betting permanently\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take a time-out|Exclude myself/ })).toBeNull();
  });

  it("shows auth's message when the break cannot be read", async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      jsonResponse(503, { success: false, message: 'Auth is away' }),
    );
    renderPage(<BreakSettings />);

    expect(await screen.findByText(/Auth is away/)).toBeTruthy();
  });
});
