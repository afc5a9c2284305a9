/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { aConversation, aSupportMessage } from '../withdraw/testing/factories';
import { ALICE, jsonResponse, mockApi, renderWalletPage, signIn, type ApiCall } from '../testing/render';
import { SupportScreen } from './SupportScreen';
import { liveSocket } from '@p2p/web-session/testing';

const chatStatus = () => screen.getByRole('status', { name: /^Live chat:/ }).textContent;
const messageInput = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement;
const posts = (calls: ApiCall[]) => calls.filter((call) => call.url === '/api/support/messages');

describe(SupportScreen.name, () => {
  beforeAll(() => {
    // The live connection loads socket.io-client when it starts: it gets this one.
    jest.doMock('socket.io-client', () => ({ io: () => liveSocket }));
  });
  beforeEach(() => {
    localStorage.clear();
    signIn();
    liveSocket.handlers.clear();
  });
  afterEach(cleanup);

  it.each([
    [503, 'Service unavailable'],
    [404, 'Route not found'],
  ])(
    'says honestly that the desk is unavailable when its route answers %i, and offers email',
    async (status, message) => {
      const calls = mockApi({
        'GET /api/support/conversation': () => jsonResponse(status, { success: false, message }),
      });
      renderWalletPage(<SupportScreen />, { path: '/support' });

      expect(chatStatus()).toBe('Connecting...');
      expect(await screen.findByText('The support desk is unavailable right now.')).toBeTruthy();
      expect(chatStatus()).toBe('Unavailable');
      expect(messageInput().disabled).toBe(true);
      const email = screen.getByRole('link', { name: 'Send Email' }).getAttribute('href') ?? '';
      expect(decodeURIComponent(email)).toContain(`User ID: ${ALICE.id}`);
      expect(screen.getByRole('link', { name: 'Deposit Problems' }).getAttribute('href')).toContain(
        'subject=I%20need%20help%20with%3A%20Deposit%20Problems',
      );
      expect(posts(calls)).toEqual([]);
    },
  );

  it('loads again on Retry once the desk answers', async () => {
    let up = false;
    mockApi({
      'GET /api/support/conversation': () =>
        up
          ? jsonResponse(200, { success: true, data: null })
          : jsonResponse(503, { success: false, message: 'Service unavailable' }),
    });
    const { user } = renderWalletPage(<SupportScreen />, { path: '/support' });
    await screen.findByText('The support desk is unavailable right now.');

    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(
      await screen.findByText('Send a message to start a conversation with our support team.'),
    ).toBeTruthy();
    expect(chatStatus()).toBe('Connected');
    expect(messageInput().disabled).toBe(false);
  });

  it('sends a message with Enter and shows the reply pushed by the desk', async () => {
    const calls = mockApi({
      'GET /api/support/conversation': () =>
        jsonResponse(200, {
          success: true,
          data: aConversation({
            messages: [
              aSupportMessage({ id: 'm-0', author: 'admin', authorName: 'Sam (Support)', text: 'Hi Alice' }),
            ],
          }),
        }),
      'POST /api/support/messages': ({ body }) =>
        jsonResponse(201, {
          success: true,
          data: aSupportMessage({ id: 'm-1', text: (body as { text: string }).text }),
        }),
    });
    const { user } = renderWalletPage(<SupportScreen />, { path: '/support', live: true });
    const log = await screen.findByRole('log', { name: 'Conversation with support' });
    await within(log).findByText('Hi Alice');
    expect(chatStatus()).toBe('Connected');

    await user.type(messageInput(), '  Where is my withdrawal?  {Enter}');

    expect(await within(log).findByText('Where is my withdrawal?')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([{ text: 'Where is my withdrawal?' }]);
    expect(messageInput().value).toBe('');

    const reply = aSupportMessage({
      id: 'm-2',
      author: 'admin',
      authorName: 'Sam (Support)',
      text: 'It was paid today.',
    });
    act(() => liveSocket.push('support:message', reply));
    act(() => liveSocket.push('support:message', reply));

    expect(await within(log).findByText('It was paid today.')).toBeTruthy();
    expect(within(log).getAllByText('It was paid today.')).toHaveLength(1);
    expect(within(log).getAllByText('Sam (Support)')).toHaveLength(2);
  });

  it('does not send an empty or whitespace-only message', async () => {
    const calls = mockApi({
      'GET /api/support/conversation': () => jsonResponse(200, { success: true, data: aConversation() }),
    });
    const { user } = renderWalletPage(<SupportScreen />, { path: '/support' });
    await waitFor(() => expect(messageInput().disabled).toBe(false));

    await user.type(messageInput(), '   {Enter}');

    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts(calls)).toEqual([]);
  });

  it("sends 'I need help with: {item}' from Quick Help and opens the conversation it starts", async () => {
    let opened = false;
    const calls = mockApi({
      'GET /api/support/conversation': () =>
        jsonResponse(200, {
          success: true,
          data: opened
            ? aConversation({ messages: [aSupportMessage({ text: 'I need help with: Betting Help' })] })
            : null,
        }),
      'POST /api/support/messages': ({ body }) => {
        opened = true;
        return jsonResponse(201, {
          success: true,
          data: aSupportMessage({ text: (body as { text: string }).text }),
        });
      },
    });
    const { user } = renderWalletPage(<SupportScreen />, { path: '/support' });

    await user.click(await screen.findByRole('button', { name: 'Betting Help' }));

    const log = screen.getByRole('log', { name: 'Conversation with support' });
    expect(await within(log).findByText('I need help with: Betting Help')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([{ text: 'I need help with: Betting Help' }]);
  });

  it("keeps the draft and shows the server's message when sending fails", async () => {
    mockApi({
      'GET /api/support/conversation': () => jsonResponse(200, { success: true, data: aConversation() }),
      'POST /api/support/messages': () =>
        jsonResponse(400, { success: false, message: 'Message is too long' }),
    });
    const { user } = renderWalletPage(<SupportScreen />, { path: '/support' });
    await waitFor(() => expect(messageInput().disabled).toBe(false));

    await user.type(messageInput(), 'Hello{Enter}');

    expect(await screen.findByText('Message is too long')).toBeTruthy();
    expect(messageInput().value).toBe('Hello');
  });

  it('lists the support hours', () => {
    mockApi({});
    renderWalletPage(<SupportScreen />, { path: '/support' });

    expect(screen.getAllByText('24/7')).toHaveLength(2);
    // There is no phone line: the hours offer only the channels that answer.
    expect(screen.queryByText(/Phone|Coming soon/)).toBeNull();
  });
});
