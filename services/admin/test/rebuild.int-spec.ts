import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { randomUUID } from 'node:crypto';
import { rebuildReadModels } from '../src/cli/rebuild';
import {
  advanceGeneration,
  assertCurrentGeneration,
  currentGeneration,
  StaleGenerationError,
} from '../src/projections/projection-generation';
import { platformHistory } from './factories/history';
import { admin, member } from './factories/people';
import { AdminApp, startAdminApp } from './support/admin-app';

describe('Rebuilding the read models', () => {
  let app: AdminApp;
  const boss = admin();

  beforeAll(async () => {
    app = await startAdminApp({ extraEnv: { PROJECTION_GENERATION_POLL_MS: '50' } });
    await app.deliver(platformHistory());
    await app.api().post('/api/support/messages').set(member().auth).send({ text: 'Hello?' });
    await app.publish('auth.SupportRequested', randomUUID(), {
      requestId: randomUUID(),
      name: 'Locked Out',
      contactEmail: 'locked@example.test',
      accountInfo: 'Lost my phone',
      userId: null,
    });
    await app.settle();
  });

  afterAll(async () => {
    await app?.close();
  });

  const ownRecords = async () => ({
    audit: await app.db().query(`SELECT * FROM audit_entries ORDER BY id`),
    conversations: await app.db().query(`SELECT * FROM conversations ORDER BY id`),
    messages: await app.db().query(`SELECT * FROM messages ORDER BY seq`),
  });
  const stats = async () => (await app.api().get('/api/admin/stats').set(boss.auth)).body.data;

  it('empties the read models and replays every event into the same rows, through POST /api/admin/rebuild', async () => {
    const before = await app.readModels();
    const statsBefore = await stats();
    const records = await ownRecords();
    expect(before.users).toHaveLength(2);
    expect(before.bets).toHaveLength(3);
    expect(records.audit.length).toBeGreaterThan(0);
    const generation = await currentGeneration(app.db().manager);

    const response = await app.api().post('/api/admin/rebuild').set(boss.auth);
    await app.bus.idle();

    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      success: true,
      data: { generation: generation + 1 },
      message: 'Rebuild started: the read models are being replayed from every event',
    });
    expect(app.projections().generation()).toBe(generation + 1);
    expect(await app.readModels()).toEqual(before);
    expect(await stats()).toEqual(statsBefore);
    expect(await ownRecords()).toEqual(records);
    const consumers = await app
      .db()
      .query(`SELECT DISTINCT consumer FROM inbox WHERE consumer LIKE 'admin-projections-%'`);
    expect(consumers).toEqual([{ consumer: `admin-projections-g${generation + 1}` }]);
  });

  it('keeps consuming new events after a rebuild', async () => {
    const userId = randomUUID();
    await app.api().post('/api/admin/rebuild').set(boss.auth);

    await app.publish('auth.UserRegistered', userId, {
      userId,
      username: 'after_rebuild',
      name: 'After Rebuild',
      email: 'after@example.test',
      role: 'user',
      isEmailVerified: false,
    });

    expect((await app.api().get(`/api/admin/users/${userId}`).set(boss.auth)).status).toBe(200);
  });

  it('is also the CLI: the running service follows the new generation and replays', async () => {
    const before = await app.readModels();
    const generation = app.projections().generation()!;

    const next = await rebuildReadModels(app.env);

    expect(next).toBe(generation + 1);
    await eventually(() => expect(app.projections().generation()).toBe(next));
    await app.bus.idle();
    expect(await app.readModels()).toEqual(before);
  });

  it('makes a rebuild wait for projections in progress, and refuses what the replaced generation still sends', async () => {
    const db = app.db();
    const consuming = await currentGeneration(db.manager);
    const inFlight = db.createQueryRunner();
    await inFlight.startTransaction();
    await assertCurrentGeneration(inFlight.manager, consuming);

    const rebuilding = advanceGeneration(db);
    await eventually(async () => {
      const [{ waiting }] = await db.query(
        `SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      );
      expect(waiting).toBe(1);
    });
    await inFlight.commitTransaction();
    await inFlight.release();
    const next = await rebuilding;

    await expect(db.transaction((manager) => assertCurrentGeneration(manager, consuming))).rejects.toThrow(
      StaleGenerationError,
    );
    await expect(
      db.transaction((manager) => assertCurrentGeneration(manager, next)),
    ).resolves.toBeUndefined();
    await eventually(() => expect(app.projections().generation()).toBe(next));
    await app.bus.idle();
  });

  it('refuses a CLI run without its database', async () => {
    await expect(rebuildReadModels({})).rejects.toThrow(/DATABASE_URL_ADMIN/);
  });
});
