/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import type {
  AdminSupportConversation,
  AdminSupportConversationSummary,
  SupportMessage,
} from '@p2p/contracts/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { liveSocket } from '@p2p/web-session/testing';
import { aPage } from '../shared/testing/page';
import {
  mockApi,
  ok,
  queriesTo,
  refused,
  renderTab,
  asSignedInAdmin,
  type ApiCall,
} from '../shared/testing/render-tab';

import { SupportTab } from './SupportTab';

const BASE = '/api/admin/support/conversations';
let sequence = 0;

function aMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  const n = ++sequence;
  return {
    id: `m-${n}`,
    conversationId: 'c-1',
    author: 'user',
    authorName: 'Alice Johnson',
    text: `Message ${n}`,
    createdAt: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

function aConversation(overrides: Partial<AdminSupportConversation> = {}): AdminSupportConversation {
  return {
    id: 'c-1',
    status: 'open',
    subject: null,
    source: 'chat',
    user: { id: 'u-alice', username: 'alice', name: 'Alice Johnson', email: 'alice@p2pbet.local' },
    createdAt: '2026-02-03T10:00:00.000Z',
    updatedAt: '2026-02-03T10:00:00.000Z',
    closedAt: null,
    messages: [aMessage({ text: 'My deposit is not showing' })],
    ...overrides,
  };
}

function summaryOf({ messages, ...conversation }: AdminSupportConversation): AdminSupportConversationSummary {
  return { ...conversation, messageCount: messages.length, lastMessage: messages.at(-1) ?? null };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.startsWith(BASE));

async function openAlice(user: ReturnType<typeof renderTab>['user']) {
  await user.click(await screen.findByRole('button', { name: /Alice Johnson \(@alice\)/ }));
  return within(await screen.findByRole('log', { name: /^Messages with/ }));
}

describe(SupportTab.name, () => {
  asSignedInAdmin();

  it('lists the open conversations and shows the chosen thread', async () => {
    const calls = mockApi({
      [`GET ${BASE}`]: () => ok(aPage([summaryOf(aConversation())])),
      [`GET ${BASE}/c-1`]: () => ok(aConversation()),
    });
    const { user } = renderTab(<SupportTab />);

    const thread = await openAlice(user);
    expect(thread.getByText('My deposit is not showing')).toBeTruthy();
    expect(Object.fromEntries(queriesTo(calls, BASE)[0])).toEqual({ status: 'open', page: '1', limit: '20' });
  });

  it('sends a reply only when there is text, and adds it to the thread', async () => {
    const reply = aMessage({ author: 'admin', authorName: 'Ada Admin', text: 'Looking into it now' });
    const calls = mockApi({
      [`GET ${BASE}`]: () => ok(aPage([summaryOf(aConversation())])),
      [`GET ${BASE}/c-1`]: () => ok(aConversation()),
      [`POST ${BASE}/c-1/messages`]: () => ok(reply),
    });
    const { user } = renderTab(<SupportTab />);
    const thread = await openAlice(user);

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), '   {Enter}');
    expect(await screen.findByText('Write a reply first')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Looking into it now');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await thread.findByText('Looking into it now')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([{ text: 'Looking into it now' }]);
    expect(screen.getByText('Reply sent')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("appends a user's new message live, once, and marks other conversations as new", async () => {
    const bob = aConversation({
      id: 'c-2',
      user: { id: 'u-bob', username: 'bob', name: 'Bob Stone', email: null },
      messages: [aMessage({ conversationId: 'c-2', authorName: 'Bob Stone', text: 'Hello?' })],
    });
    const calls = mockApi({
      [`GET ${BASE}`]: () => ok(aPage([summaryOf(aConversation()), summaryOf(bob)])),
      [`GET ${BASE}/c-1`]: () => ok(aConversation()),
    });
    const { user } = renderTab(<SupportTab />);
    const thread = await openAlice(user);
    await waitFor(() => expect(liveSocket.listens('support:message')).toBe(true));
    const listReads = queriesTo(calls, BASE).length;

    const pushed = aMessage({ text: 'It was $50 by bank transfer' });
    act(() => liveSocket.push('support:message', pushed));
    act(() => liveSocket.push('support:message', pushed));
    act(() => liveSocket.push('support:message', aMessage({ conversationId: 'c-2', text: 'Anyone there?' })));

    expect(thread.getAllByText('It was $50 by bank transfer')).toHaveLength(1);
    const bobItem = within(screen.getByRole('button', { name: /Bob Stone \(@bob\)/ }));
    expect(bobItem.getByText('New')).toBeTruthy();
    await waitFor(() => expect(queriesTo(calls, BASE).length).toBeGreaterThan(listReads));
  });

  it('closes a conversation and stops taking replies', async () => {
    mockApi({
      [`GET ${BASE}`]: () => ok(aPage([summaryOf(aConversation())])),
      [`GET ${BASE}/c-1`]: () => ok(aConversation()),
      [`POST ${BASE}/c-1/close`]: () =>
        ok(aConversation({ status: 'closed', closedAt: '2026-02-03T11:00:00.000Z' }), 'Conversation closed'),
    });
    const { user } = renderTab(<SupportTab />);
    await openAlice(user);

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));

    expect(await screen.findByText('Conversation closed')).toBeTruthy();
    expect(screen.getByText(/The user's next message opens a new conversation/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
  });

  it("shows the server's message when a reply is refused", async () => {
    mockApi({
      [`GET ${BASE}`]: () => ok(aPage([summaryOf(aConversation())])),
      [`GET ${BASE}/c-1`]: () => ok(aConversation()),
      [`POST ${BASE}/c-1/messages`]: () => refused(409, 'This conversation is closed'),
    });
    const { user } = renderTab(<SupportTab />);
    await openAlice(user);

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Hello{Enter}');

    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
  });

  it('says when no conversation is open', async () => {
    mockApi({ [`GET ${BASE}`]: () => ok(aPage([])) });
    renderTab(<SupportTab />);
    expect(await screen.findByText('No open conversations')).toBeTruthy();
  });
});
