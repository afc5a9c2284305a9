import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { userRegistered } from './factories/events';
import { admin, member } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('The support desk', () => {
  let app: AdminApp;
  const desk = admin({ name: 'Sam Support' });

  beforeAll(async () => {
    app = await startAdminApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    await app.db().query('TRUNCATE messages, conversations, users');
  });

  const mine = (who: { auth: Record<string, string> }) =>
    app.api().get('/api/support/conversation').set(who.auth);
  const write = (who: { auth: Record<string, string> }, text: unknown) =>
    app.api().post('/api/support/messages').set(who.auth).send({ text });
  const queue = (query = '') => app.api().get(`/api/admin/support/conversations${query}`).set(desk.auth);
  const reply = (conversationId: string, text: string) =>
    app
      .api()
      .post(`/api/admin/support/conversations/${conversationId}/messages`)
      .set(desk.auth)
      .send({ text });
  const close = (conversationId: string) =>
    app.api().post(`/api/admin/support/conversations/${conversationId}/close`).set(desk.auth);

  it('has no conversation for a user who never wrote', async () => {
    const response = await mine(member());

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: null });
  });

  it("opens the user's conversation with their first message, trimmed, and announces it", async () => {
    const ada = member({ username: 'ada', name: 'Ada Lovelace' });
    const profile = userRegistered({
      userId: ada.id,
      username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.test',
    });
    await app.publish('auth.UserRegistered', ada.id, profile);

    const posted = await write(ada, '  My deposit is not showing  ');
    await write(ada, 'It was $50');
    const conversation = (await mine(ada)).body.data;
    await app.settle();

    expect(posted.status).toBe(201);
    expect(posted.body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        conversationId: conversation.id,
        author: 'user',
        authorName: 'Ada Lovelace',
        text: 'My deposit is not showing',
        createdAt: expect.any(String),
      },
    });
    expect(conversation).toMatchObject({
      status: 'open',
      subject: null,
      user: { id: ada.id, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.test' },
    });
    expect(conversation.messages.map((message: { text: string }) => message.text)).toEqual([
      'My deposit is not showing',
      'It was $50',
    ]);
    const events = app.published('admin.SupportMessagePosted').filter((e) => e.key === conversation.id);
    expect(events.map((e) => e.payload)).toEqual([
      {
        conversationId: conversation.id,
        userId: ada.id,
        messageId: posted.body.data.id,
        author: 'user',
        authorId: ada.id,
        authorName: 'Ada Lovelace',
        text: 'My deposit is not showing',
        createdAt: posted.body.data.createdAt,
      },
      expect.objectContaining({ text: 'It was $50' }),
    ]);
  });

  it.each([
    ['Message cannot be empty', ''],
    ['Message cannot be empty', '   \n '],
    ['Message cannot be empty', undefined],
    ['Message cannot be empty', 42],
    ['Message cannot exceed 2000 characters', 'x'.repeat(2001)],
  ])('refuses a message: %s', async (message, text) => {
    const response = await write(member(), text);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message });
  });

  it('takes a message of exactly 2000 characters', async () => {
    expect((await write(member(), 'y'.repeat(2000))).status).toBe(201);
  });

  it('opens one conversation for several first messages sent at once', async () => {
    const eager = member();

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => write(eager, `Hello ${i}`)));

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.conversationId)).size).toBe(1);
    expect((await mine(eager)).body.data.messages).toHaveLength(6);
  });

  it('lets an admin reply and close; the user then starts a new conversation', async () => {
    const bob = member({ name: 'Bob Bettor' });
    const first = (await write(bob, 'Where is my payout?')).body.data;

    const answered = await reply(first.conversationId, 'It is on its way');
    const closed = await close(first.conversationId);
    const afterClose = await mine(bob);
    const again = await close(first.conversationId);
    const late = await reply(first.conversationId, 'One more thing');
    const second = (await write(bob, 'Thanks, one more question')).body.data;
    await app.settle();

    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({
      author: 'admin',
      authorName: 'Sam Support',
      text: 'It is on its way',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      id: first.conversationId,
      status: 'closed',
      closedAt: expect.any(String),
    });
    expect(closed.body.data.messages).toHaveLength(2);
    expect(afterClose.body.data).toBeNull();
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Conversation is already closed' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, message: 'This conversation is closed' });
    expect(second.conversationId).not.toBe(first.conversationId);
    const adminEvent = app.published('admin.SupportMessagePosted').find((e) => e.payload.author === 'admin');
    expect(adminEvent?.payload).toMatchObject({
      userId: bob.id,
      authorId: desk.id,
      authorName: 'Sam Support',
    });
  });

  it('lists conversations for admins: open first, then the most recent activity', async () => {
    const [a, b, c] = [member({ name: 'A' }), member({ name: 'B' }), member({ name: 'C' })];
    const ca = (await write(a, 'first')).body.data.conversationId;
    const cb = (await write(b, 'second')).body.data.conversationId;
    const cc = (await write(c, 'third')).body.data.conversationId;
    await close(cc);
    await write(a, 'first again');

    const all = (await queue()).body.data;
    const closedOnly = (await queue('?status=closed')).body.data;
    const paged = (await queue('?limit=1&page=2')).body.data;

    expect(all.items.map((conversation: { id: string }) => conversation.id)).toEqual([ca, cb, cc]);
    expect(all.items[0]).toMatchObject({
      status: 'open',
      source: 'chat',
      user: { id: a.id, name: 'A' },
      messageCount: 2,
      lastMessage: { text: 'first again', author: 'user' },
    });
    expect(closedOnly.items.map((conversation: { id: string }) => conversation.id)).toEqual([cc]);
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 3 });
    expect(paged.items.map((conversation: { id: string }) => conversation.id)).toEqual([cb]);
    expect((await queue('?status=pending')).status).toBe(400);
  });

  it('shows an admin one conversation with all its messages, and 404 for unknown ones', async () => {
    const user = member();
    const { conversationId } = (await write(user, 'Hi')).body.data;
    await reply(conversationId, 'Hello');

    const found = await app.api().get(`/api/admin/support/conversations/${conversationId}`).set(desk.auth);
    const unknown = await app.api().get(`/api/admin/support/conversations/${randomUUID()}`).set(desk.auth);
    const malformed = await app.api().get('/api/admin/support/conversations/nope').set(desk.auth);
    const replyToUnknown = await reply(randomUUID(), 'Anyone?');

    expect(found.body.data.messages.map((message: { author: string }) => message.author)).toEqual([
      'user',
      'admin',
    ]);
    for (const response of [unknown, malformed, replyToUnknown]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Conversation not found' });
    }
  });

  it("never shows a user anyone else's conversation", async () => {
    const [mallory, victim] = [member(), member()];
    const { conversationId } = (await write(victim, 'My secret account question')).body.data;

    const own = await mine(mallory);
    const byId = await app.api().get(`/api/admin/support/conversations/${conversationId}`).set(mallory.auth);
    const replying = await app
      .api()
      .post(`/api/admin/support/conversations/${conversationId}/messages`)
      .set(mallory.auth)
      .send({ text: 'Hi' });
    const posted = (await write(mallory, 'Mine')).body.data;

    expect(own.body.data).toBeNull();
    expect(byId.status).toBe(403);
    expect(replying.status).toBe(403);
    expect(posted.conversationId).not.toBe(conversationId);
    expect((await mine(victim)).body.data.messages).toHaveLength(1);
  });

  it('opens a conversation for an account-recovery request, once, shown only to admins', async () => {
    const owner = member({ name: 'Locked Out' });
    const request = {
      requestId: randomUUID(),
      name: 'Locked Out Person',
      contactEmail: 'locked@example.test',
      accountInfo: '  I lost my phone and my password  ',
      userId: owner.id,
    };
    const stranger = { ...request, requestId: randomUUID(), userId: null, name: 'Nobody Known' };

    await app.publish('auth.SupportRequested', request.requestId, request);
    await app.publish('auth.SupportRequested', request.requestId, request);
    await app.publish('auth.SupportRequested', stranger.requestId, stranger);
    await app.settle();

    const items = (await queue()).body.data.items;
    expect(items).toHaveLength(2);
    const matched = items.find(
      (conversation: { user: { id: string | null } }) => conversation.user.id === owner.id,
    );
    expect(matched).toMatchObject({
      source: 'account_recovery',
      status: 'open',
      subject: 'Account recovery request',
      user: { id: owner.id, name: 'Locked Out Person', email: 'locked@example.test' },
      messageCount: 1,
      lastMessage: {
        author: 'user',
        authorName: 'Locked Out Person',
        text: 'I lost my phone and my password',
      },
    });
    expect(
      items.find((conversation: { user: { id: string | null } }) => conversation.user.id === null),
    ).toMatchObject({
      user: { id: null, name: 'Nobody Known', email: 'locked@example.test' },
    });
    // Not the account's own chat: whoever filled in the form may not be its owner.
    expect((await mine(owner)).body.data).toBeNull();
    const posted = app.published('admin.SupportMessagePosted').filter((e) => e.payload.authorId === null);
    expect(posted).toHaveLength(2);
    expect(posted.every((e) => e.payload.userId === null)).toBe(true);
    const answer = await reply(matched.id, 'We will email you');
    expect(answer.status).toBe(201);
  });
});
