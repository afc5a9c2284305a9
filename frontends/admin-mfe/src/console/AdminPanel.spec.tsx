/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { lazy } from 'react';
import { cleanup, screen } from '@testing-library/react';
// Test-only routers come from react-router itself: under Jest both names are the same module.
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { mockApi, ok, renderTab, signInAdmin } from '../shared/testing/render-tab';

// The frame is under test, not the tabs: each panel names itself, loaded lazily as the real ones are.
const panel = (text: string) => lazy(async () => ({ default: () => <p>{text} panel</p> }));
const TABS = [
  { id: 'payment-methods', label: 'Payment Methods', Panel: panel('Payment methods') },
  { id: 'deposits', label: 'Deposit Requests', Panel: panel('Deposits') },
  { id: 'withdrawals', label: 'Withdrawals', Panel: panel('Withdrawals') },
  { id: 'matches', label: 'Matches', Panel: panel('Matches'), simulatedOnly: true },
];
const feedIs = (simulated: boolean) =>
  mockApi({
    'GET /api/football/feed': () => ok({ provider: simulated ? 'demo' : 'football-data', simulated }),
  });
let AdminPanel: typeof import('./AdminPanel').AdminPanel;

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return renderTab(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/admin" element={<AdminPanel />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('AdminPanel', () => {
  beforeAll(async () => {
    jest.doMock('../admin-tabs', () => ({ ADMIN_TABS: TABS }));
    ({ AdminPanel } = await import('./AdminPanel'));
  });
  beforeEach(() => {
    localStorage.clear();
    signInAdmin();
    mockApi({});
  });
  afterEach(cleanup);

  it('opens the tab the URL names', async () => {
    renderAt('/admin?tab=deposits');

    expect(await screen.findByText('Deposits panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Deposit Requests' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Deposit Requests' }).id,
    );
  });

  it('opens the first tab for a missing or unknown tab', async () => {
    renderAt('/admin?tab=nonsense');

    expect(await screen.findByText('Payment methods panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Payment Methods' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the chosen tab in the URL, by click and by arrow key', async () => {
    const { user } = renderAt('/admin?tab=deposits&page=3');
    await screen.findByText('Deposits panel');

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));

    expect(await screen.findByText('Withdrawals panel')).toBeTruthy();
    expect(location()).toBe('/admin?tab=withdrawals');

    await user.keyboard('{ArrowRight}');

    expect(await screen.findByText('Payment methods panel')).toBeTruthy();
    expect(location()).toBe('/admin?tab=payment-methods');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Payment Methods' }));
  });

  it('shows the tab of simulated matches while football simulates them, and opens a link to it', async () => {
    feedIs(true);
    renderAt('/admin?tab=matches');

    expect(await screen.findByText('Matches panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Matches' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leaves that tab out on a real feed: a link to it opens the first tab', async () => {
    feedIs(false);
    renderAt('/admin?tab=matches');

    expect(await screen.findByText('Payment methods panel')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Matches' })).toBeNull();
    expect(screen.queryByText('Matches panel')).toBeNull();
  });
});
