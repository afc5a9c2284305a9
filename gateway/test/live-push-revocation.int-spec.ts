import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { AccessRevoked, createEvent, Topics } from '@p2p/contracts';
import { InMemoryEventBus } from '@p2p/messaging';
import { RevokedSessions } from '@p2p/service-kit';
import { eventually, testUser } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { GatewayUnderTest, startGateway } from './support/gateway-under-test';
import { connectLive, LiveClient, pushesOf, sessionToken } from './support/live-client';

const accessRevoked = (payload: AccessRevoked) => createEvent('auth.AccessRevoked', payload.userId, payload);

const balanceChanged = (userId: string, available: string) =>
  createEvent('wallet.BalanceChanged', userId, {
    userId,
    available,
    held: '0.00',
    reason: 'deposit',
    ref: `d-${available}`,
  });

const depositSubmitted = (depositId: string) =>
  createEvent('wallet.DepositSubmitted', depositId, {
    depositId,
    userId: randomUUID(),
    amount: '10.00',
    fee: '2.00',
    net: '8.00',
    methodType: 'bank_transfer',
    methodName: 'First Bank',
    transactionReference: null,
    hasProof: false,
  });

const balance = (available: string) => ({ available, held: '0.00' });

/**
 * The REST API refuses the tokens auth revokes (issue 30, finding 2): the sockets signed in with
 * them end too, and the user's pushes reach only the sockets of sessions still open.
 */
describe('the live push when auth revokes access', () => {
  let gateway: GatewayUnderTest;
  let bus: InMemoryEventBus;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    bus = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
    gateway = await startGateway({}, undefined, bus);
  });

  afterEach(() => {
    clients.splice(0).forEach((client) => client.socket.disconnect());
  });

  afterAll(async () => {
    await gateway.close();
    await bus.close();
  });

  async function connect(token?: string): Promise<LiveClient> {
    const client = await connectLive(gateway.url, token);
    clients.push(client);
    return client;
  }

  it("ends the sockets of a session that logged out; the user's other session keeps its pushes", async () => {
    const alice = testUser({ username: 'alice' });
    const [loggedOut, stays] = [randomUUID(), randomUUID()];
    const ended = await connect(sessionToken(alice, { sid: loggedOut }));
    const other = await connect(sessionToken(alice, { sid: stays }));

    await bus.publish(Topics.auth, [
      accessRevoked({ userId: alice.id, sessionIds: [loggedOut], reason: 'logout' }),
    ]);
    await eventually(() => expect(ended.disconnected).toBe(true));
    await bus.publish(Topics.wallet, [balanceChanged(alice.id, '10.00')]);

    await eventually(() => expect(pushesOf(other, 'balance')).toEqual([balance('10.00')]));
    expect(pushesOf(ended, 'balance')).toEqual([]);
    expect(other.disconnected).toBe(false);
  });

  it("ends every socket of the user when a password change revokes their sessions; others' stay", async () => {
    const jane = testUser({ username: 'jane' });
    const bob = testUser({ username: 'bob' });
    const [first, second] = [randomUUID(), randomUUID()];
    const janeHere = await connect(sessionToken(jane, { sid: first }));
    const janeThere = await connect(sessionToken(jane, { sid: second }));
    const bobClient = await connect(sessionToken(bob, { sid: randomUUID() }));

    await bus.publish(Topics.auth, [
      accessRevoked({ userId: jane.id, sessionIds: [first, second], reason: 'password_changed' }),
    ]);
    await eventually(() => expect([janeHere.disconnected, janeThere.disconnected]).toEqual([true, true]));
    await bus.publish(Topics.wallet, [balanceChanged(jane.id, '20.00'), balanceChanged(bob.id, '21.00')]);

    await eventually(() => expect(pushesOf(bobClient, 'balance')).toEqual([balance('21.00')]));
    expect([...pushesOf(janeHere, 'balance'), ...pushesOf(janeThere, 'balance')]).toEqual([]);
  });

  it('answers a new connection with a revoked token as a guest', async () => {
    const carol = testUser({ username: 'carol' });
    const sid = randomUUID();
    const revokedToken = sessionToken(carol, { sid });
    await bus.publish(Topics.auth, [
      accessRevoked({ userId: carol.id, sessionIds: [sid], reason: 'logout' }),
    ]);
    await bus.idle();

    const client = await connect(revokedToken);

    expect(pushesOf(client, 'session')).toEqual([{ authenticated: false }]);
  });

  it('ends its own sockets of a revocation its follower learns, though the live feed has not carried it', async () => {
    // A socket that signed in again with a revoked token while this replica did not know yet, after
    // the live feed's consumer (on any replica) had ended the sockets: the follower ends it.
    const frank = testUser({ username: 'frank' });
    const sid = randomUUID();
    const late = await connect(sessionToken(frank, { sid }));
    const other = await connect(sessionToken(frank, { sid: randomUUID() }));

    gateway.app
      .get(RevokedSessions)
      .apply(accessRevoked({ userId: frank.id, sessionIds: [sid], reason: 'logout' }));

    await eventually(() => expect(late.disconnected).toBe(true));
    expect(other.disconnected).toBe(false);
  });

  it("ends a demoted admin's older sockets; one signed with the new generation keeps its pushes", async () => {
    const demoted = testUser({ username: 'former_admin', role: 'admin' });
    const sid = randomUUID();
    const stale = await connect(sessionToken(demoted, { sid, gen: 0 }));

    await bus.publish(Topics.auth, [
      accessRevoked({ userId: demoted.id, sessionIds: [], minTokenGeneration: 1, reason: 'role_changed' }),
    ]);
    await eventually(() => expect(stale.disconnected).toBe(true));
    const current = await connect(sessionToken({ ...demoted, role: 'user' }, { sid, gen: 1 }));
    await bus.publish(Topics.wallet, [depositSubmitted('deposit-after-demotion')]);
    await bus.publish(Topics.wallet, [balanceChanged(demoted.id, '30.00')]);

    await eventually(() => expect(pushesOf(current, 'balance')).toEqual([balance('30.00')]));
    expect(pushesOf(current, 'deposit:submitted')).toEqual([]);
    expect(pushesOf(stale, 'deposit:submitted')).toEqual([]);
    expect(current.disconnected).toBe(false);
  });
});

// Needs a real Redis (see live-push.int-spec.ts): the replica that consumes the event ends the
// sockets connected to the other one through the adapter.
const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('the live push across gateway replicas when auth revokes access', () => {
  let replicaA: GatewayUnderTest;
  let replicaB: GatewayUnderTest;
  // Each replica consumes its own feed here; only replica A sees the events.
  const busA = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
  const busB = new InMemoryEventBus({ maxAttempts: 1, initialBackoffMs: 1 });
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? '' };
    replicaA = await startGateway(env, undefined, busA);
    replicaB = await startGateway(env, undefined, busB);
  });

  afterAll(async () => {
    clients.forEach((client) => client.socket.disconnect());
    await replicaA?.close();
    await replicaB?.close();
    await busA.close();
    await busB.close();
  });

  /** Connects to a replica, then waits until a push through replica A reaches it (the adapter is up). */
  async function connectThrough(replica: GatewayUnderTest, user: { id: string }, token: string) {
    const client = await connectLive(replica.url, token);
    clients.push(client);
    const probe = `${Math.floor(Math.random() * 1e6)}.00`;
    await eventually(
      async () => {
        await busA.publish(Topics.wallet, [balanceChanged(user.id, probe)]);
        expect(pushesOf(client, 'balance')).toContainEqual(balance(probe));
      },
      10_000,
      250,
    );
    return client;
  }

  it('ends the sockets of a revoked session on the other replica; another session keeps its pushes', async () => {
    const dave = testUser({ username: 'dave' });
    const [ended, stays] = [randomUUID(), randomUUID()];
    const onB = await connectThrough(replicaB, dave, sessionToken(dave, { sid: ended }));
    const onA = await connectThrough(replicaA, dave, sessionToken(dave, { sid: stays }));

    await busA.publish(Topics.auth, [
      accessRevoked({ userId: dave.id, sessionIds: [ended], reason: 'logout' }),
    ]);

    await eventually(() => expect(onB.disconnected).toBe(true));
    expect(onA.disconnected).toBe(false);
  });

  it('ends the sockets below a raised generation on the other replica', async () => {
    const erin = testUser({ username: 'erin', role: 'admin' });
    const stale = await connectThrough(replicaB, erin, sessionToken(erin, { sid: randomUUID(), gen: 2 }));
    const current = await connectThrough(replicaB, erin, sessionToken(erin, { sid: randomUUID(), gen: 3 }));

    await busA.publish(Topics.auth, [
      accessRevoked({ userId: erin.id, sessionIds: [], minTokenGeneration: 3, reason: 'status_changed' }),
    ]);

    await eventually(() => expect(stale.disconnected).toBe(true));
    expect(current.disconnected).toBe(false);
  });
});
