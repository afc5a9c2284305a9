import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope, EventPayloads, EventType } from '@p2p/contracts';
import { accessToken, testUser } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { NotificationsApp, startNotificationsApp } from './support/notifications-app';

interface Member {
  id: string;
  username: string;
  email: string;
  auth: { Authorization: string };
}

/** One event kind, the users it must tell, and what each notification and email must say. */
interface Case {
  name: string;
  event(maker: Member, taker: Member): EventEnvelope;
  expected(maker: Member, taker: Member): Array<{ user: Member; title: string; body: RegExp; link: string }>;
}

const betId = randomUUID();
const depositId = randomUUID();

const CASES: Case[] = [
  {
    name: 'an offer matched tells its maker who took it',
    event: (maker, taker) =>
      createEvent('betting.OfferMatched', 'offer-1', {
        offerId: randomUUID(),
        betId,
        matchId: 'match-1',
        makerId: maker.id,
        takerId: taker.id,
        stake: '25.00',
        makerSelection: 'home_win',
        takerSelection: 'away_win',
      }),
    expected: (maker, taker) => [
      {
        user: maker,
        title: 'Your offer was taken',
        body: new RegExp(
          `^@${taker.username} took your \\$25\\.00 offer on Home win\\. Your bet is live\\.$`,
        ),
        link: `/bethistory?bet=${betId}`,
      },
    ],
  },
  {
    name: 'a part of an exchange offer taken tells its maker the part and the price',
    event: (maker, taker) =>
      createEvent('betting.OfferMatched', 'offer-2', {
        offerId: randomUUID(),
        betId,
        matchId: 'match-1',
        makerId: maker.id,
        takerId: taker.id,
        stake: '20.00',
        makerSelection: 'home_win',
        takerSelection: 'home_win',
        exchange: { odds: 300, makerSide: 'back', makerStake: '20.00', takerStake: '40.00' },
      }),
    expected: (maker, taker) => [
      {
        user: maker,
        title: 'Part of your offer was taken',
        body: new RegExp(
          `^@${taker.username} laid \\$20\\.00 of your back of Home win at 3\\.0\\. That part is live\\.$`,
        ),
        link: `/bethistory?bet=${betId}`,
      },
    ],
  },
  {
    name: 'a won bet tells the winner what was paid and the loser what was lost',
    event: (maker, taker) =>
      createEvent('wallet.BetPaidOut', betId, {
        betId,
        winnerId: taker.id,
        pot: '50.00',
        commission: '2.50',
        makerStake: '25.00',
        takerStake: '25.00',
        makerId: maker.id,
        takerId: taker.id,
        result: 'won',
      }),
    expected: (maker, taker) => [
      {
        user: maker,
        title: 'You lost your bet',
        body: /^Your \$25\.00 stake went to the winner\.$/,
        link: `/bethistory?bet=${betId}`,
      },
      {
        user: taker,
        title: 'You won $22.50',
        body: /^You won your \$25\.00 bet: \$47\.50 was paid to your balance \(after the \$2\.50 commission\)\.$/,
        link: `/bethistory?bet=${betId}`,
      },
    ],
  },
  {
    name: 'a push tells both sides their stake is back',
    event: (maker, taker) =>
      createEvent('wallet.BetPaidOut', betId, {
        betId,
        winnerId: null,
        pot: '20.00',
        commission: '0.00',
        makerStake: '10.00',
        takerStake: '10.00',
        makerId: maker.id,
        takerId: taker.id,
        result: 'push',
      }),
    expected: (maker, taker) =>
      [maker, taker].map((user) => ({
        user,
        title: 'Your bet ended in a push',
        body: /your \$10\.00 stake is back in your balance/,
        link: `/bethistory?bet=${betId}`,
      })),
  },
  {
    name: 'a void tells both sides the match was called off',
    event: (maker, taker) =>
      createEvent('wallet.BetPaidOut', betId, {
        betId,
        winnerId: null,
        pot: '20.00',
        commission: '0.00',
        makerStake: '10.00',
        takerStake: '10.00',
        makerId: maker.id,
        takerId: taker.id,
        result: 'void',
      }),
    expected: (maker, taker) =>
      [maker, taker].map((user) => ({
        user,
        title: 'Your bet was voided',
        body: /called off.*your \$10\.00 stake is back/,
        link: `/bethistory?bet=${betId}`,
      })),
  },
  {
    name: 'a private offer tells the one user it is for who made it and what they back',
    event: (maker, taker) =>
      createEvent('betting.OfferCreated', 'offer-3', {
        offerId: randomUUID(),
        userId: maker.id,
        matchId: 'match-1',
        stake: '30.00',
        selection: 'draw',
        createdAt: new Date().toISOString(),
        visibility: 'user',
        privateToUserId: taker.id,
      }),
    expected: (maker, taker) => [
      {
        user: taker,
        title: 'An offer just for you',
        body: new RegExp(
          `^@${maker.username} offers you a \\$30\\.00 bet: they back Draw\\. Only you can take it\\.$`,
        ),
        link: '/',
      },
    ],
  },
  {
    name: 'an expired offer tells its maker the stake is back',
    event: (maker) =>
      createEvent('betting.OfferExpired', 'offer-2', {
        offerId: randomUUID(),
        userId: maker.id,
        stake: '15.00',
      }),
    expected: (maker) => [
      { user: maker, title: 'Your offer expired', body: /Nobody took your \$15\.00 offer/, link: '/' },
    ],
  },
  {
    name: 'an approved deposit names the net amount, the fee and the note',
    event: (maker) =>
      createEvent('wallet.DepositApproved', depositId, {
        depositId,
        userId: maker.id,
        amount: '100.00',
        fee: '1.50',
        net: '98.50',
        approvedBy: 'admin-1',
        adminNotes: 'Welcome aboard',
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Deposit approved',
        body: /^Your deposit of \$100\.00 was approved: \$98\.50 was added to your balance \(after the \$1\.50 fee\)\. Note from our team: “Welcome aboard”$/,
        link: `/deposit?id=${depositId}`,
      },
    ],
  },
  {
    name: "a rejected deposit gives the admin's reason",
    event: (maker) =>
      createEvent('wallet.DepositRejected', depositId, {
        depositId,
        userId: maker.id,
        amount: '100.00',
        rejectedBy: 'admin-1',
        adminNotes: 'The proof is unreadable',
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Deposit rejected',
        body: /rejected; nothing was added to your balance\. Reason: “The proof is unreadable”$/,
        link: `/deposit?id=${depositId}`,
      },
    ],
  },
  {
    name: 'a paid withdrawal names both currencies',
    event: (maker) =>
      createEvent('wallet.WithdrawalPaid', 'w-1', {
        withdrawalId: randomUUID(),
        userId: maker.id,
        amountNgn: '150000.00',
        amountUsd: '100.00',
        processedBy: 'admin-1',
        adminNotes: null,
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Withdrawal paid',
        body: /^Your withdrawal of ₦150,000\.00 \(\$100\.00\) was paid to your bank account\.$/,
        link: '/transactions',
      },
    ],
  },
  {
    name: 'a rejected withdrawal says the dollars are back',
    event: (maker) =>
      createEvent('wallet.WithdrawalRejected', 'w-2', {
        withdrawalId: randomUUID(),
        userId: maker.id,
        amountNgn: '15000.00',
        amountUsd: '10.00',
        processedBy: 'admin-1',
        adminNotes: 'Bank details do not match',
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Withdrawal rejected',
        body: /the \$10\.00 is back in your balance\. Reason: “Bank details do not match”$/,
        link: '/transactions',
      },
    ],
  },
  {
    name: 'a transfer tells the recipient who sent how much',
    event: (maker, taker) =>
      createEvent('wallet.TransferCompleted', taker.id, {
        transferId: randomUUID(),
        senderId: maker.id,
        senderUsername: maker.username,
        recipientId: taker.id,
        amount: '40.00',
        note: 'Dinner',
      }),
    expected: (maker, taker) => [
      {
        user: taker,
        title: 'You received $40.00',
        body: new RegExp(
          `^@${maker.username} sent you \\$40\\.00; it is in your balance\\. Their note: “Dinner”$`,
        ),
        link: '/transactions',
      },
    ],
  },
  {
    name: 'a role change says what the user can now do',
    event: (maker) =>
      createEvent('auth.UserRoleChanged', maker.id, {
        userId: maker.id,
        previousRole: 'user',
        role: 'admin',
        changedBy: 'admin-1',
        reason: 'Joins the support team',
      }),
    expected: (maker) => [
      { user: maker, title: 'Your role changed', body: /You are now an administrator/, link: '/profile' },
    ],
  },
  {
    name: 'a suspension gives the reason',
    event: (maker) =>
      createEvent('auth.UserStatusChanged', maker.id, {
        userId: maker.id,
        previousStatus: 'active',
        status: 'suspended',
        reason: 'Chargeback under review',
        changedBy: 'admin-1',
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Your account was suspended',
        body: /Reason: “Chargeback under review”$/,
        link: '/support',
      },
    ],
  },
  {
    name: "support's reply quotes it",
    event: (maker) =>
      createEvent('admin.SupportMessagePosted', 'conversation-1', {
        conversationId: randomUUID(),
        userId: maker.id,
        messageId: randomUUID(),
        author: 'admin',
        authorId: 'admin-1',
        authorName: 'Ada from Support',
        text: 'Your deposit is on its way.',
        createdAt: new Date().toISOString(),
      }),
    expected: (maker) => [
      {
        user: maker,
        title: 'Support replied',
        body: /^Ada from Support: “Your deposit is on its way\.”$/,
        link: '/support',
      },
    ],
  },
];

describe('Notifications', () => {
  let app: NotificationsApp;

  beforeAll(async () => {
    app = await startNotificationsApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function member(): Promise<Member> {
    const user = testUser();
    const email = `${user.username}@example.test`;
    await app.publish('auth.UserRegistered', user.id, {
      userId: user.id,
      username: user.username,
      name: user.name,
      email,
      role: 'user',
      isEmailVerified: true,
    });
    return {
      id: user.id,
      username: user.username,
      email,
      auth: { Authorization: `Bearer ${accessToken(user)}` },
    };
  }

  const list = async (user: Member, query = '') => {
    const response = await app.api().get(`/api/notifications${query}`).set(user.auth);
    expect(response.status).toBe(200);
    return response.body.data as {
      items: Array<{
        id: string;
        kind: string;
        title: string;
        body: string;
        link: string;
        readAt: string | null;
      }>;
      total: number;
      unread: number;
    };
  };

  /** Mailer passes of three replicas at once, then one more: more passes must not mean more mail. */
  const sendAllEmails = async () => {
    await Promise.all([app.sendEmails(), app.sendEmails(), app.sendEmails()]);
    await app.sendEmails();
  };

  describe.each(CASES)('$name', ({ event, expected }) => {
    it('notifies once and emails once, however often the event is delivered', async () => {
      const [maker, taker] = [await member(), await member()];
      const envelope = event(maker, taker);

      for (let delivery = 0; delivery < 5; delivery++) await app.deliver([envelope]);
      await sendAllEmails();
      await app.settle();

      const wanted = expected(maker, taker);
      for (const { user, title, body, link } of wanted) {
        const { items, unread } = await list(user);
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ title, link, readAt: null });
        expect(items[0].body).toMatch(body);
        expect(unread).toBe(1);

        const mails = await app.mail.messagesTo(user.email);
        expect(mails).toHaveLength(1);
        expect(mails[0].subject).toBe(title);
        expect(mails[0].text).toContain(items[0].body);
        expect(mails[0].text).toContain(`Open it: https://bet.example.test${link}`);

        const pushed = app
          .published('notifications.NotificationCreated')
          .filter((e) => e.payload.userId === user.id);
        expect(pushed.map((e) => e.payload)).toEqual([
          expect.objectContaining({ notificationId: items[0].id, title, link, unread: 1 }),
        ]);
      }
      for (const bystander of [maker, taker].filter((user) => !wanted.some((w) => w.user === user))) {
        expect((await list(bystander)).items).toEqual([]);
        expect(await app.mail.messagesTo(bystander.email)).toEqual([]);
      }
    });
  });

  it("tells nobody of a user's own support message", async () => {
    const user = await member();
    await app.publish('admin.SupportMessagePosted', 'c', {
      conversationId: randomUUID(),
      userId: user.id,
      messageId: randomUUID(),
      author: 'user',
      authorId: user.id,
      authorName: user.username,
      text: 'Hello?',
      createdAt: new Date().toISOString(),
    });

    expect((await list(user)).items).toEqual([]);
  });

  it('tells nobody of a public or link offer, and spends no transaction on it', async () => {
    const user = await member();
    const offers = (['public', 'link'] as const).map((visibility) =>
      createEvent('betting.OfferCreated', randomUUID(), {
        offerId: randomUUID(),
        userId: user.id,
        matchId: 'match-1',
        stake: '10.00',
        selection: 'home_win',
        createdAt: new Date().toISOString(),
        visibility,
      }),
    );

    await app.deliver(offers);

    expect((await list(user)).items).toEqual([]);
    const [{ count }] = await app
      .db()
      .query(`SELECT count(*)::int AS count FROM inbox WHERE event_id = ANY($1)`, [offers.map((e) => e.id)]);
    expect(count).toBe(0);
  });

  describe('email preferences', () => {
    const approved = (user: Member) =>
      app.publish('wallet.DepositApproved', 'd', {
        depositId: randomUUID(),
        userId: user.id,
        amount: '20.00',
        fee: '0.00',
        net: '20.00',
        approvedBy: 'admin-1',
        adminNotes: null,
      });

    it('has every kind on by default', async () => {
      const user = await member();

      const response = await app.api().get('/api/notifications/preferences').set(user.auth);

      expect(response.body.data).toEqual({
        email: {
          offer_matched: true,
          bet_settled: true,
          offer_expired: true,
          private_offer: true,
          deposit: true,
          withdrawal: true,
          transfer: true,
          account: true,
          support: true,
        },
      });
    });

    it('notifies in the app but does not email a kind the user turned off, and emails it again once on', async () => {
      const user = await member();
      const off = await app
        .api()
        .put('/api/notifications/preferences')
        .set(user.auth)
        .send({ email: { deposit: false } });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ success: true, message: 'Notification settings saved' });
      expect(off.body.data.email).toMatchObject({ deposit: false, withdrawal: true });

      await approved(user);
      await sendAllEmails();
      expect((await list(user)).items).toHaveLength(1);
      expect(await app.mail.messagesTo(user.email)).toEqual([]);

      await app
        .api()
        .put('/api/notifications/preferences')
        .set(user.auth)
        .send({ email: { deposit: true } });
      await approved(user);
      await sendAllEmails();
      expect((await list(user)).items).toHaveLength(2);
      expect(await app.mail.messagesTo(user.email)).toHaveLength(1);
    });

    it("keeps one user's switches from another's", async () => {
      const [quiet, loud] = [await member(), await member()];
      await app
        .api()
        .put('/api/notifications/preferences')
        .set(quiet.auth)
        .send({ email: { deposit: false } });

      await approved(loud);
      await sendAllEmails();

      expect(await app.mail.messagesTo(loud.email)).toHaveLength(1);
    });

    it.each([
      [{ email: { deposit: 'no' } }, 'Each email preference must be true or false'],
      [{ email: { lottery: true } }, 'property lottery should not exist'],
      [{}, 'Email preferences are required'],
    ])('refuses %j', async (body, message) => {
      const user = await member();

      const response = await app.api().put('/api/notifications/preferences').set(user.auth).send(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });
  });

  describe('the centre', () => {
    async function notified(user: Member, count: number) {
      for (let i = 0; i < count; i++) {
        await app.publish('betting.OfferExpired', `o-${i}`, {
          offerId: randomUUID(),
          userId: user.id,
          stake: `${i + 1}.00`,
        });
      }
    }

    it('pages newest first, filters the unread, and marks one or all read', async () => {
      const user = await member();
      await notified(user, 3);

      const all = await list(user, '?limit=2');
      expect(all.total).toBe(3);
      expect(all.items.map((item) => item.body)).toEqual([
        expect.stringContaining('$3.00'),
        expect.stringContaining('$2.00'),
      ]);
      expect((await list(user, '?page=2&limit=2')).items.map((item) => item.body)).toEqual([
        expect.stringContaining('$1.00'),
      ]);

      const read = await app.api().post(`/api/notifications/${all.items[0].id}/read`).set(user.auth);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({
        notification: { id: all.items[0].id, readAt: expect.any(String) },
        unread: 2,
      });
      expect((await app.api().get('/api/notifications/unread-count').set(user.auth)).body.data).toEqual({
        unread: 2,
      });
      const unread = await list(user, '?unread=true');
      expect(unread.total).toBe(2);
      expect(unread.items.map((item) => item.id)).not.toContain(all.items[0].id);

      const allRead = await app.api().post('/api/notifications/read-all').set(user.auth);
      expect(allRead.body.data).toEqual({ marked: 2, unread: 0 });
      expect((await list(user)).unread).toBe(0);
    });

    it("never shows or changes another user's notifications", async () => {
      const [owner, other] = [await member(), await member()];
      await notified(owner, 1);
      const [mine] = (await list(owner)).items;

      expect((await list(other)).items).toEqual([]);
      const foreign = await app.api().post(`/api/notifications/${mine.id}/read`).set(other.auth);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ success: false, message: 'Notification not found' });
      await app.api().post('/api/notifications/read-all').set(other.auth);
      expect((await list(owner)).items[0].readAt).toBeNull();
    });

    it.each(['not-a-uuid', randomUUID()])('answers 404 for the unknown notification %s', async (id) => {
      const user = await member();

      const response = await app.api().post(`/api/notifications/${id}/read`).set(user.auth);

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Notification not found' });
    });

    it.each([
      ['?page=0', 'Page must be a positive whole number'],
      ['?limit=101', 'Limit must be a whole number between 1 and 100'],
      ['?unread=maybe', 'Unread must be true or false'],
    ])('refuses %s', async (query, message) => {
      const user = await member();

      const response = await app.api().get(`/api/notifications${query}`).set(user.auth);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    });

    it.each([
      ['get', '/api/notifications'],
      ['get', '/api/notifications/unread-count'],
      ['post', '/api/notifications/read-all'],
      ['get', '/api/notifications/preferences'],
      ['put', '/api/notifications/preferences'],
    ] as const)('answers 401 to %s %s without a token', async (method, path) => {
      const response = await app.api()[method](path);

      expect(response.status).toBe(401);
    });
  });

  describe('the mailer', () => {
    const deposit = (
      user: Member,
    ): EventEnvelope<'wallet.DepositRejected', EventPayloads['wallet.DepositRejected']> =>
      createEvent('wallet.DepositRejected', 'd', {
        depositId: randomUUID(),
        userId: user.id,
        amount: '5.00',
        rejectedBy: 'admin-1',
        adminNotes: null,
      });
    const emailRow = async (userId: string) =>
      (
        await app
          .db()
          .query(`SELECT status, attempts, sent_to, last_error FROM outgoing_emails WHERE user_id = $1`, [
            userId,
          ])
      )[0];
    const makeDue = (userId: string) =>
      app.db().query(`UPDATE outgoing_emails SET next_attempt_at = now() WHERE user_id = $1`, [userId]);

    it('waits for a recipient whose registration has not arrived yet, then mails the address it learns', async () => {
      const user = testUser();
      const email = `${user.username}@late.example.test`;
      await app.deliver([
        deposit({ id: user.id, username: user.username, email, auth: { Authorization: '' } }),
      ]);

      await app.sendEmails();
      expect(await emailRow(user.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'The recipient is not known yet',
      });

      await app.publish('auth.UserRegistered', user.id, {
        userId: user.id,
        username: user.username,
        name: 'Late Comer',
        email,
        role: 'user',
        isEmailVerified: true,
      });
      await makeDue(user.id);
      await app.sendEmails();

      expect(await emailRow(user.id)).toMatchObject({ status: 'sent', attempts: 2, sent_to: email });
      const [mail] = await app.mail.messagesTo(email);
      expect(mail.text).toMatch(/^Hello Late Comer,/);
    });

    it('mails the address the user has when it is sent', async () => {
      const user = await member();
      await app.deliver([deposit(user)]);
      const renamed = `renamed-${user.email}`;
      await app.publish('auth.UserUpdated', user.id, {
        userId: user.id,
        username: user.username,
        name: 'Test User',
        email: renamed,
        role: 'user',
        isEmailVerified: true,
      });

      await app.sendEmails();

      expect(await app.mail.messagesTo(renamed)).toHaveLength(1);
      expect(await app.mail.messagesTo(user.email)).toEqual([]);
    });

    it('drops an email that could not be sent in time, keeping the notification', async () => {
      const user = await member();
      await app.deliver([deposit(user)]);
      await app
        .db()
        .query(`UPDATE outgoing_emails SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [
          user.id,
        ]);

      await app.sendEmails();

      expect(await emailRow(user.id)).toMatchObject({ status: 'expired' });
      expect(await app.mail.messagesTo(user.email)).toEqual([]);
      expect((await list(user)).items).toHaveLength(1);
    });
  });
});

describe('Notifications with the SMTP server down', () => {
  let app: NotificationsApp;

  beforeAll(async () => {
    // A port nothing listens on: every send fails at once.
    app = await startNotificationsApp({ SMTP_URL: 'smtp://127.0.0.1:9', MAIL_MAX_ATTEMPTS: '3' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('retries with backoff, then gives up, and the notification stays', async () => {
    const user = testUser();
    await app.publish('auth.UserRegistered', user.id, {
      userId: user.id,
      username: user.username,
      name: user.name,
      email: `${user.username}@example.test`,
      role: 'user',
      isEmailVerified: true,
    });
    const event = createEvent('betting.OfferExpired', 'o', {
      offerId: randomUUID(),
      userId: user.id,
      stake: '1.00',
    });
    await app.deliver([event as EventEnvelope<EventType>]);
    const row = async () =>
      (
        await app
          .db()
          .query(
            `SELECT status, attempts, next_attempt_at > now() + interval '1 second' AS backing_off FROM outgoing_emails WHERE user_id = $1`,
            [user.id],
          )
      )[0];

    await app.sendEmails();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, backing_off: true });
    await app.sendEmails();
    expect(await row()).toMatchObject({ attempts: 1 });

    for (let attempt = 2; attempt <= 3; attempt++) {
      await app
        .db()
        .query(`UPDATE outgoing_emails SET next_attempt_at = now() WHERE user_id = $1`, [user.id]);
      await app.sendEmails();
    }

    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    const inbox = await app
      .api()
      .get('/api/notifications')
      .set({ Authorization: `Bearer ${accessToken(user)}` });
    expect(inbox.body.data.items).toHaveLength(1);
  });
});
