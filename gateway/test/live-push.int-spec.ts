import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, Topics } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { accessToken, eventually, testUser } from '@p2p/testing';
import { io, Socket } from 'socket.io-client';
import { GatewayUnderTest, startGateway } from './support/gateway-under-test';

describe('the live push', () => {
  let gateway: GatewayUnderTest;
  let bus: InMemoryEventBus;
  const sockets: Socket[] = [];
  const alice = testUser({ username: 'alice' });
  const bob = testUser({ username: 'bob' });
  const admin = testUser({ username: 'ada', role: 'admin' });

  beforeAll(async () => {
    bus = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    gateway = await startGateway({}, undefined, bus);
  });

  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
  });

  afterAll(async () => {
    await gateway.close();
    await bus.close();
  });

  /** A connected client that records every push it receives. */
  async function connect(token?: string) {
    const received: Array<{ event: string; data: unknown }> = [];
    const socket = io(gateway.url, {
      path: '/api/live/socket.io',
      auth: token ? { token } : {},
      transports: ['websocket'],
    });
    sockets.push(socket);
    socket.onAny((event: string, data: unknown) => received.push({ event, data }));
    await new Promise<void>((resolve, reject) => {
      socket.once('session', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received };
  }

  type Client = { received: Array<{ event: string; data: unknown }> };
  const pushesOf = (client: Client, event: string) =>
    client.received.filter((message) => message.event === event).map((message) => message.data);
  /**
   * Waits until a public push sent after everything else has reached the client: once the bus is idle
   * the gateway has emitted all it was going to, and one connection delivers in order, so a push the
   * client was not to get would have arrived before this marker.
   */
  async function caughtUp(client: Client) {
    await bus.idle();
    const offerId = `marker-${Math.random().toString(36).slice(2)}`;
    await bus.publish(Topics.betting, [
      createEvent('betting.OfferCancelled', offerId, { offerId, userId: alice.id, stake: '1.00' }),
    ]);
    await eventually(() =>
      expect(pushesOf(client, 'offers:changed')).toContainEqual({ offerId, kind: 'cancelled' }),
    );
  }

  function balanceChanged(userId: string, available: string) {
    return createEvent('wallet.BalanceChanged', userId, {
      userId,
      available,
      held: '0.00',
      reason: 'deposit',
      ref: 'd-1',
    });
  }

  it("pushes a user's balance change to that user only", async () => {
    const aliceClient = await connect(accessToken(alice));
    const bobClient = await connect(accessToken(bob));
    const guest = await connect();

    await bus.publish(Topics.wallet, [balanceChanged(alice.id, '125.50')]);

    await eventually(() =>
      expect(aliceClient.received).toContainEqual({
        event: 'balance',
        data: { available: '125.50', held: '0.00' },
      }),
    );
    await caughtUp(bobClient);
    await caughtUp(guest);
    expect(pushesOf(bobClient, 'balance')).toEqual([]);
    expect(pushesOf(guest, 'balance')).toEqual([]);
  });

  it('pushes nothing of an event its schema refuses, and dead-letters it with the reason', async () => {
    const aliceClient = await connect(accessToken(alice));
    const deadLettered: Array<{ id: string; error?: string }> = [];
    await bus.subscribe('live-push-test-dlq', [`${Topics.wallet}.dlq`], async (event) => {
      if (event.headers?.['x-consumer-group'] === 'gateway-live')
        deadLettered.push({ id: event.id, error: event.headers?.['x-error'] });
    });
    const valid = balanceChanged(alice.id, '1.00');
    // Written past createEvent, as a producer with a bug could.
    const malformed = { ...valid, payload: { ...valid.payload, available: 'lots' } };

    await bus.publish(Topics.wallet, [malformed]);

    await eventually(() =>
      expect(deadLettered).toEqual([
        {
          id: malformed.id,
          error: expect.stringMatching(/wallet\.BalanceChanged v1: payload refused[\s\S]*available/),
        },
      ]),
    );
    await caughtUp(aliceClient);
    expect(pushesOf(aliceClient, 'balance')).toEqual([]);
  });

  it("pushes an admin's decision on a deposit to its depositor only, with the admin's note", async () => {
    const aliceClient = await connect(accessToken(alice));
    const bobClient = await connect(accessToken(bob));
    const decided = createEvent('wallet.DepositRejected', 'deposit-1', {
      depositId: 'deposit-1',
      userId: alice.id,
      amount: '100.00',
      rejectedBy: 'admin-1',
      adminNotes: 'No transfer received',
    });

    await bus.publish(Topics.wallet, [decided]);

    await eventually(() =>
      expect(aliceClient.received).toContainEqual({
        event: 'deposit:updated',
        data: { depositId: 'deposit-1', status: 'rejected', adminNotes: 'No transfer received' },
      }),
    );
    await caughtUp(bobClient);
    expect(pushesOf(bobClient, 'deposit:updated')).toEqual([]);
  });

  it('pushes a new notification with the unread count to its user only', async () => {
    const aliceClient = await connect(accessToken(alice));
    const bobClient = await connect(accessToken(bob));
    const guest = await connect();
    const created = createEvent('notifications.NotificationCreated', alice.id, {
      notificationId: 'n-1',
      userId: alice.id,
      kind: 'offer_matched',
      title: 'Your offer was taken',
      body: '@bob took your $25.00 offer on Home win. Your bet is live.',
      link: '/bethistory?bet=b-1',
      createdAt: '2026-11-26T12:00:00.000Z',
      unread: 3,
    });

    await bus.publish(Topics.notifications, [created]);

    await eventually(() =>
      expect(pushesOf(aliceClient, 'notification')).toEqual([
        {
          notification: {
            id: 'n-1',
            kind: 'offer_matched',
            title: 'Your offer was taken',
            body: '@bob took your $25.00 offer on Home win. Your bet is live.',
            link: '/bethistory?bet=b-1',
            createdAt: '2026-11-26T12:00:00.000Z',
            readAt: null,
          },
          unread: 3,
        },
      ]),
    );
    await caughtUp(bobClient);
    await caughtUp(guest);
    expect(pushesOf(bobClient, 'notification')).toEqual([]);
    expect(pushesOf(guest, 'notification')).toEqual([]);
  });

  it('pushes offer book changes and live scores to everyone, guests included', async () => {
    const guest = await connect();
    const offer = createEvent('betting.OfferCreated', 'offer-1', {
      offerId: 'offer-1',
      userId: alice.id,
      matchId: 'match-1',
      stake: '10.00',
      selection: 'home_win',
      createdAt: new Date().toISOString(),
    });
    const score = createEvent('football.MatchUpdated', 'match-1', {
      matchId: 'match-1',
      status: 'Live',
      minute: 23,
      homeScore: 1,
      awayScore: 0,
      kickoffAt: new Date().toISOString(),
    });

    await bus.publish(Topics.betting, [offer]);
    await bus.publish(Topics.football, [score]);

    await eventually(() => {
      expect(guest.received).toContainEqual({
        event: 'offers:changed',
        data: { offerId: 'offer-1', matchId: 'match-1', kind: 'created' },
      });
      expect(guest.received).toContainEqual({
        event: 'match:updated',
        data: { matchId: 'match-1', status: 'Live', minute: 23, homeScore: 1, awayScore: 0 },
      });
    });
  });

  it('pushes a new private offer to its maker and the one user it is for, not to the public', async () => {
    const aliceClient = await connect(accessToken(alice));
    const bobClient = await connect(accessToken(bob));
    const guest = await connect();
    const privateOffer = (offerId: string, privacy: object) =>
      createEvent('betting.OfferCreated', offerId, {
        offerId,
        userId: alice.id,
        matchId: 'match-1',
        stake: '10.00',
        selection: 'home_win',
        createdAt: new Date().toISOString(),
        ...privacy,
      });
    const forBob = privateOffer('offer-2', { visibility: 'user', privateToUserId: bob.id });
    const byLink = privateOffer('offer-3', { visibility: 'link' });

    await bus.publish(Topics.betting, [forBob, byLink]);

    const created = (offerId: string) => ({
      event: 'offers:changed',
      data: { offerId, matchId: 'match-1', kind: 'created' },
    });
    await eventually(() => {
      expect(aliceClient.received).toContainEqual(created('offer-2'));
      expect(aliceClient.received).toContainEqual(created('offer-3'));
      expect(bobClient.received).toContainEqual(created('offer-2'));
    });
    await caughtUp(bobClient);
    await caughtUp(guest);
    expect(bobClient.received).not.toContainEqual(created('offer-3'));
    // Only the catch-up markers reached the guest.
    expect(
      pushesOf(guest, 'offers:changed').filter(
        (data) => !String((data as { offerId: string }).offerId).startsWith('marker-'),
      ),
    ).toEqual([]);
  });

  describe('for the admin console', () => {
    function supportMessage(userId: string | null) {
      return createEvent('admin.SupportMessagePosted', 'conversation-1', {
        conversationId: 'conversation-1',
        userId,
        messageId: 'message-1',
        author: 'admin',
        authorId: admin.id,
        authorName: 'Ada Admin',
        text: 'We have restored your access.',
        createdAt: '2026-11-26T10:00:00.000Z',
      });
    }
    const pushed = {
      id: 'message-1',
      conversationId: 'conversation-1',
      author: 'admin',
      authorName: 'Ada Admin',
      text: 'We have restored your access.',
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    it("pushes a support message to the user's room and the admins' room, once each", async () => {
      const aliceClient = await connect(accessToken(alice));
      const adminClient = await connect(accessToken(admin));
      const bobClient = await connect(accessToken(bob));

      await bus.publish(Topics.admin, [supportMessage(alice.id)]);

      await eventually(() => {
        expect(pushesOf(aliceClient, 'support:message')).toEqual([pushed]);
        expect(pushesOf(adminClient, 'support:message')).toEqual([pushed]);
      });
      await caughtUp(bobClient);
      expect(pushesOf(bobClient, 'support:message')).toEqual([]);
    });

    it('pushes a support message from someone not signed in to the admins only', async () => {
      const adminClient = await connect(accessToken(admin));
      const guest = await connect();

      await bus.publish(Topics.admin, [supportMessage(null)]);

      await eventually(() => expect(pushesOf(adminClient, 'support:message')).toEqual([pushed]));
      await caughtUp(guest);
      expect(pushesOf(guest, 'support:message')).toEqual([]);
    });

    it('pushes a new deposit to the admins only, not even to its depositor', async () => {
      const adminClient = await connect(accessToken(admin));
      const aliceClient = await connect(accessToken(alice));

      await bus.publish(Topics.wallet, [
        createEvent('wallet.DepositSubmitted', 'deposit-7', {
          depositId: 'deposit-7',
          userId: alice.id,
          amount: '100.00',
          fee: '3.00',
          net: '97.00',
          methodType: 'bank_transfer',
          methodName: 'First Bank',
          transactionReference: null,
          hasProof: false,
        }),
      ]);

      await eventually(() =>
        expect(pushesOf(adminClient, 'deposit:submitted')).toEqual([{ depositId: 'deposit-7' }]),
      );
      await caughtUp(aliceClient);
      expect(pushesOf(aliceClient, 'deposit:submitted')).toEqual([]);
    });
  });

  it('treats a forged token as a guest', async () => {
    const forged = `${accessToken(alice).slice(0, -4)}AAAA`;
    const client = await connect(forged);

    await bus.publish(Topics.wallet, [balanceChanged(alice.id, '1.00')]);
    await caughtUp(client);

    expect(client.received).toContainEqual({ event: 'session', data: { authenticated: false } });
    expect(pushesOf(client, 'balance')).toEqual([]);
  });

  it('switches rooms when the connection re-authenticates with a new token', async () => {
    const client = await connect(accessToken(alice));

    client.socket.emit('auth', { token: accessToken(bob) });
    await eventually(() => expect(client.received.filter((m) => m.event === 'session')).toHaveLength(2));
    await bus.publish(Topics.wallet, [balanceChanged(alice.id, '2.00'), balanceChanged(bob.id, '3.00')]);

    await eventually(() =>
      expect(client.received).toContainEqual({ event: 'balance', data: { available: '3.00', held: '0.00' } }),
    );
    await caughtUp(client);
    expect(pushesOf(client, 'balance')).toEqual([{ available: '3.00', held: '0.00' }]);
  });
});

// Needs a real Redis: Jest's global setup keeps REDIS_URL only when a Redis answers PING there
// (packages/testing/src/redis-probe.ts), and says so when it skips this; without Redis there is no fan-out.
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('the live push across gateway replicas', () => {
  it('reaches a user connected to another replica through the Redis adapter', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    // Each replica consumes its own feed here; only replica A sees the event.
    const busA = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    const busB = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    const replicaA = await startGateway(env, undefined, busA);
    const replicaB = await startGateway(env, undefined, busB);
    const carol = testUser({ username: 'carol' });
    const socket = io(replicaB.url, {
      path: '/api/live/socket.io',
      auth: { token: accessToken(carol) },
      transports: ['websocket'],
    });
    const balances: unknown[] = [];
    socket.on('balance', (data: unknown) => balances.push(data));
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('session', () => resolve());
        socket.once('connect_error', reject);
      });

      await eventually(
        async () => {
          await busA.publish(Topics.wallet, [
            createEvent('wallet.BalanceChanged', carol.id, {
              userId: carol.id,
              available: '42.00',
              held: '0.00',
              reason: 'deposit',
              ref: 'd-2',
            }),
          ]);
          expect(balances).toContainEqual({ available: '42.00', held: '0.00' });
        },
        10_000,
        250,
      );
    } finally {
      socket.disconnect();
      await replicaA.close();
      await replicaB.close();
      await busA.close();
      await busB.close();
    }
  });
});
