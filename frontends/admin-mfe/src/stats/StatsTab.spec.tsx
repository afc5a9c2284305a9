/** @jest-environment jsdom */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminStats, DailyPoint } from '@p2p/contracts/api';
import { screen, within } from '@testing-library/react';
import { mockApi, ok, refused, renderTab, asSignedInAdmin } from '../shared/testing/render-tab';
import { StatsTab } from './StatsTab';

/** 30 days to 2026-02-04, zero except the values given by day. */
function series(values: Record<string, string> = {}): DailyPoint[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 0, 6 + index)).toISOString().slice(0, 10);
    return { date, value: values[date] ?? '0' };
  });
}

function someStats(): AdminStats {
  return {
    users: { total: 1234, newToday: 5, newLast7Days: 40, activeBettors: 310 },
    offersOpen: 17,
    bets: { matched: 520, settled: 480 },
    volumeStaked: '98765.40',
    pendingDeposits: { count: 3, amount: '450.00' },
    pendingWithdrawals: { count: 2, amountUsd: '120.25' },
    commissionEarned: '1975.31',
    daily: {
      signups: series({ '2026-01-20': '7', '2026-01-21': '2' }),
      volumeStaked: series({ '2026-01-10': '1500.50', '2026-01-11': '20.25' }),
      deposits: series(),
      commission: series({ '2026-02-01': '30.05' }),
    },
  };
}

describe(StatsTab.name, () => {
  asSignedInAdmin();
  beforeAll(() => {
    // jsdom lays nothing out: recharts' responsive charts only need the observer to exist.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('shows the figures of the stats as cards', async () => {
    mockApi({ 'GET /api/admin/stats': () => ok(someStats()) });
    renderTab(<StatsTab />);

    const users = (await screen.findByText('Users')).closest('div') as HTMLElement;
    expect(within(users).getByText('1,234')).toBeTruthy();
    expect(within(users).getByText('5 new today · 40 in 7 days')).toBeTruthy();
    expect(screen.getByText('$98,765.40')).toBeTruthy();
    expect(screen.getByText('$450.00 waiting for review')).toBeTruthy();
    expect(screen.getByText('$120.25 to pay out')).toBeTruthy();
    expect(screen.getByText('$1,975.31')).toBeTruthy();
  });

  it('names each chart with its total and best day, and gives its figures as a table', async () => {
    mockApi({ 'GET /api/admin/stats': () => ok(someStats()) });
    renderTab(<StatsTab />);

    expect(
      await screen.findByRole('img', {
        name: 'Volume staked over the last 30 days: $1,520.75 in total, highest on Jan 10 with $1,500.50',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Daily sign-ups over the last 30 days: 9 in total, highest on Jan 20 with 7',
      }),
    ).toBeTruthy();
    const commission = within(screen.getByRole('figure', { name: 'Commission earned' }));
    const table = commission.getByRole('table', { name: 'Commission earned, by day (UTC)' });
    const feb1 = within(table).getByText('Feb 1').closest('tr') as HTMLElement;
    expect(within(feb1).getByText('$30.05')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it("shows the server's message when the stats fail, and loads again on Retry", async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/stats': () => (fail ? refused(503, 'Admin service unavailable') : ok(someStats())),
    });
    const { user } = renderTab(<StatsTab />);

    expect(await screen.findByText('Admin service unavailable')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,234')).toBeTruthy();
  });
});
