/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@p2p/contracts/api';
import { screen, waitFor, within } from '@testing-library/react';
import { anAdminUser } from '../users/testing/factories';
import { formatDateTime } from '../shared/format';
import { aPage } from '../shared/testing/page';
import { mockApi, ok, queriesTo, refused, renderTab, asSignedInAdmin } from '../shared/testing/render-tab';
import { AuditTab } from './AuditTab';

const AUDIT = '/api/admin/audit';

let sequence = 0;
function anEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `entry-${++sequence}`,
    action: 'user.suspended',
    actorId: 'u-admin',
    actorName: 'Ada Admin',
    targetType: 'user',
    targetId: 'u-bob',
    before: { status: 'active' },
    after: { status: 'suspended', reason: 'Chargeback fraud' },
    requestId: 'req-1',
    occurredAt: '2026-02-03T14:05:00.000Z',
    ...overrides,
  };
}

describe(AuditTab.name, () => {
  asSignedInAdmin();

  it('shows an entry as one line: when, which admin, what and on which target', async () => {
    mockApi({
      [`GET ${AUDIT}`]: () => ok(aPage([anEntry()])),
      'GET /api/admin/users': () => ok(aPage([])),
    });
    renderTab(<AuditTab />);

    const entry = within(await screen.findByRole('article', { name: /^User suspended/ }));
    expect(entry.getByText(formatDateTime('2026-02-03T14:05:00.000Z'))).toBeTruthy();
    expect(entry.getByRole('button', { name: 'Ada Admin' })).toBeTruthy();
    expect(entry.getByText('User suspended')).toBeTruthy();
    expect(entry.getByRole('button', { name: 'u-bob' })).toBeTruthy();
    expect(entry.queryByRole('table')).toBeNull();
  });

  it("opens and closes an entry's before and after from the keyboard", async () => {
    mockApi({
      [`GET ${AUDIT}`]: () => ok(aPage([anEntry()])),
      'GET /api/admin/users': () => ok(aPage([])),
    });
    const { user } = renderTab(<AuditTab />);
    const entry = within(await screen.findByRole('article', { name: /^User suspended/ }));
    const toggle = entry.getByRole('button', { name: /^Show details: User suspended/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    toggle.focus();
    await user.keyboard('{Enter}');

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const diff = within(entry.getByRole('table', { name: 'Before and after' }));
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeTruthy();
    const status = within(diff.getByText('status').closest('tr') as HTMLElement);
    expect(status.getByText('active')).toBeTruthy();
    expect(status.getByText('suspended')).toBeTruthy();
    const reason = within(diff.getByText('reason').closest('tr') as HTMLElement);
    expect(reason.getByText('—')).toBeTruthy();
    expect(reason.getByText('Chargeback fraud')).toBeTruthy();
    expect(entry.getByText('Request req-1')).toBeTruthy();

    await user.keyboard(' ');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(entry.queryByRole('table')).toBeNull();
  });

  it('sends the action, admin, target and date range in the query', async () => {
    const calls = mockApi({
      [`GET ${AUDIT}`]: () => ok(aPage([anEntry()], { total: 41 })),
      'GET /api/admin/users': () => ok(aPage([anAdminUser({ id: 'u-ada', name: 'Ada', role: 'admin' })])),
    });
    const { user } = renderTab(<AuditTab />);
    await screen.findByText('41 in total');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'bet.settled_manually');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Admin' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'bet');
    await user.type(screen.getByRole('textbox', { name: 'Target id' }), 'bet-42{Enter}');
    await user.type(screen.getByLabelText('From (UTC)'), '2026-01-01');
    await user.type(screen.getByLabelText('To (UTC)'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(Object.fromEntries(queriesTo(calls, AUDIT).at(-1)!)).toEqual({
        action: 'bet.settled_manually',
        actorId: 'u-ada',
        targetType: 'bet',
        targetId: 'bet-42',
        from: '2026-01-01',
        to: '2026-01-31',
        page: '2',
        limit: '20',
      }),
    );
  });

  it("narrows to one admin's actions from an entry", async () => {
    const calls = mockApi({
      [`GET ${AUDIT}`]: () => ok(aPage([anEntry({ actorId: 'u-former', actorName: 'Former Admin' })])),
      'GET /api/admin/users': () => ok(aPage([])),
    });
    const { user } = renderTab(<AuditTab />);
    await user.click(await screen.findByRole('button', { name: 'Former Admin' }));

    await waitFor(() => expect(queriesTo(calls, AUDIT).at(-1)!.get('actorId')).toBe('u-former'));
    expect((screen.getByRole('combobox', { name: 'Admin' }) as HTMLSelectElement).value).toBe('u-former');
  });

  it("shows the server's message when a filter is refused", async () => {
    mockApi({
      [`GET ${AUDIT}`]: (call) =>
        call.url.includes('from=') ? refused(400, 'From must be a date') : ok(aPage([])),
      'GET /api/admin/users': () => ok(aPage([])),
    });
    const { user } = renderTab(<AuditTab />);
    expect(await screen.findByText('No entries yet')).toBeTruthy();

    await user.type(screen.getByLabelText('From (UTC)'), '2026-01-01');
    expect(await screen.findByText('From must be a date')).toBeTruthy();
  });
});
