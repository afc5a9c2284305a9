import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createEvent, EventEnvelope, Topics } from '@p2p/contracts';
import {
  CLIENT_IDLE_SOCKET_MS,
  createServiceApp,
  databaseUrlVariable,
  keepAliveAgent,
  OutboxService,
} from '@p2p/service-kit';
import { accessToken, eventually, TEST_INTERNAL_TOKEN, testUser, viaGateway } from '@p2p/testing';
import { InMemoryEventBus } from '@p2p/messaging';
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SampleModule } from './fixture/sample.module';
import { expiredToken, publicKeyHmacToken, tamperedToken, unsignedToken } from './support/forged-tokens';
import { databaseExists, openConnections } from './support/postgres';
import { newBus, SampleApp, sampleEnv, startSampleApp, withoutVariable } from './support/sample-app';

describe('ServiceKitModule, hosting a sample service over HTTP', () => {
  let sample: SampleApp;
  const api = () => viaGateway(sample.app.getHttpServer());
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    sample = await startSampleApp();
  });

  afterAll(async () => {
    await sample?.close();
  });

  describe('database', () => {
    it('runs the migrations in order, the messaging tables first', async () => {
      const migrations = await sample.app.get(DataSource).query(`SELECT name FROM migrations ORDER BY id`);

      expect(migrations).toEqual([
        { name: 'MessagingTables1764000000000' },
        { name: 'CreateNotes1764100000000' },
      ]);
    });

    it('never synchronizes the schema from the entities', async () => {
      const columns: Array<{ column_name: string }> = await sample.app
        .get(DataSource)
        .query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'notes'`);

      expect(columns.map((column) => column.column_name).sort()).toEqual([
        'created_at',
        'id',
        'request_id',
        'text',
      ]);
    });
  });

  describe('health', () => {
    it('answers live', async () => {
      const response = await api().get('/health/live');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
    });

    it('answers ready when the database, the bus and the relay are up', async () => {
      const response = await api().get('/health/ready');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'ok',
        checks: { database: true, bus: true, relay: true },
        consumers: 'joined',
      });
    });
  });

  describe('connections', () => {
    it("keeps an idle connection open longer than the platform's own clients keep it", async () => {
      const response = await api().get('/health/live').set('connection', 'keep-alive');

      const serverSeconds = Number(/timeout=(\d+)/.exec(String(response.headers['keep-alive']))?.[1]);
      expect(serverSeconds * 1000).toBeGreaterThan(CLIENT_IDLE_SOCKET_MS);
      expect((keepAliveAgent('http:') as Agent & { options: { timeout?: number } }).options.timeout).toBe(
        CLIENT_IDLE_SOCKET_MS,
      );
    });
  });

  describe('metrics', () => {
    it('exposes HTTP latency by route, readiness, outbox backlog and age, consumer lag and dead letters to Prometheus', async () => {
      await api().get('/sample/limit').expect(200);

      const response = await api().get('/metrics');

      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).toMatch(
        /^http_request_duration_seconds_count\{[^}]*route="\/sample\/limit"[^}]*status="200"[^}]*\} [1-9]/m,
      );
      expect(response.text).toMatch(/^outbox_backlog\{service="sample"\} \d+$/m);
      expect(response.text).toMatch(/^outbox_oldest_age_seconds\{service="sample"\} [\d.]+$/m);
      expect(response.text).toMatch(/^app_ready\{service="sample"\} 1$/m);
      expect(response.text).toContain('# TYPE consumer_lag gauge');
      expect(response.text).toContain('# TYPE dlq_events_total counter');
    });
  });

  describe('response envelope', () => {
    it('wraps a result as { success: true, data }, with the service configuration applied', async () => {
      const response = await api().get('/sample/limit');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { limit: 3 } });
    });

    it('adds the message of a reply', async () => {
      const response = await api().post('/sample/saved');

      expect(response.status).toBe(201);
      expect(response.body).toEqual({ success: true, data: { id: 'n-1' }, message: 'Saved successfully' });
    });

    it('passes a raw response through untouched', async () => {
      const response = await api().get('/sample/raw');

      expect(response.body).toEqual({ status: 'approved', proofs: [] });
    });

    it('documents the public routes in OpenAPI and hides the internal ones', async () => {
      const response = await api().get('/openapi.json');

      expect(Object.keys(response.body.paths)).toEqual(
        expect.arrayContaining(['/sample/limit', '/sample/me']),
      );
      expect(Object.keys(response.body.paths)).not.toContain('/internal/ping');
    });
  });

  describe('validation', () => {
    const valid = { name: 'Jane Doe', count: 2 };

    it('accepts a valid body', async () => {
      const response = await api().post('/sample/reservations').send(valid);

      expect(response.status).toBe(201);
      expect(response.body).toEqual({ success: true, data: valid });
    });

    it('refuses an unknown field', async () => {
      const response = await api()
        .post('/sample/reservations')
        .send({ ...valid, x: 1 });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'property x should not exist' });
    });

    it("answers with the rule's own message", async () => {
      const response = await api()
        .post('/sample/reservations')
        .send({ ...valid, name: 'J' });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Please enter your full name' });
    });

    it('joins the messages of several bad fields with commas, one per field', async () => {
      const response = await api().post('/sample/reservations').send({ name: 'J', count: 0 });

      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please enter your full name, count must not be less than 1');
    });

    it('refuses malformed JSON with a 400 envelope', async () => {
      const response = await api()
        .post('/sample/reservations')
        .set('content-type', 'application/json')
        .send('{"name": ');

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message: 'Malformed JSON body' });
    });

    it('refuses a body over the size limit with a 413 envelope', async () => {
      const response = await api()
        .post('/sample/reservations')
        .send({ ...valid, name: 'x'.repeat(1_100_000) });

      expect(response.status).toBe(413);
      expect(response.body).toEqual({ success: false, message: 'Request body is too large' });
    });
  });

  describe('errors', () => {
    it('maps a conflict to 409 with its message', async () => {
      const response = await api().get('/sample/conflict');

      expect(response.status).toBe(409);
      expect(response.body).toEqual({ success: false, message: 'Bet offer is no longer available' });
    });

    it('maps too many requests to 429 with a Retry-After header', async () => {
      const response = await api().get('/sample/throttled');

      expect(response.status).toBe(429);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.body).toEqual({
        success: false,
        message: 'Too many requests, please try again later',
        retryAfter: 30,
      });
    });

    it('answers an unexpected error with 500 and leaks nothing of it', async () => {
      const response = await api().get('/sample/crash');

      expect(response.status).toBe(500);
      expect(response.body).toEqual({ success: false, message: 'Internal server error' });
      expect(response.text).not.toContain('wallet_rw');
    });

    it('answers an unknown route with a 404 envelope', async () => {
      const response = await api().get('/sample/nowhere');

      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, message: 'Cannot GET /sample/nowhere' });
    });
  });

  describe('JWT guard', () => {
    it('refuses a guest with "Authentication required"', async () => {
      const response = await api().get('/sample/me');

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required' });
    });

    it("tells a guest the route's own message", async () => {
      const response = await api().post('/sample/offers/match');

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Please login to match bet offers' });
    });

    it('hands the route the user of a valid token', async () => {
      const user = testUser({ name: 'Ada Lovelace' });

      const response = await api()
        .get('/sample/me')
        .set(bearer(accessToken(user)));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: user });
    });

    it('refuses an expired token', async () => {
      const response = await api()
        .get('/sample/me')
        .set(bearer(expiredToken(testUser())));

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Invalid or expired token' });
    });

    it('refuses a token whose payload was tampered with', async () => {
      const forged = tamperedToken(accessToken(testUser()), { role: 'admin' });

      const response = await api().get('/sample/admin').set(bearer(forged));

      expect(response.status).toBe(401);
    });

    it('refuses a token signed with alg none', async () => {
      const response = await api()
        .get('/sample/me')
        .set(bearer(unsignedToken(testUser())));

      expect(response.status).toBe(401);
    });

    it('refuses an HS256 token that uses the public key as its HMAC secret', async () => {
      const forged = publicKeyHmacToken(testUser({ role: 'admin' }));

      const response = await api().get('/sample/admin').set(bearer(forged));

      expect(response.status).toBe(401);
    });

    it('refuses a token from another issuer', async () => {
      const token = accessToken(testUser(), { issuer: 'someone-else' });

      const response = await api().get('/sample/me').set(bearer(token));

      expect(response.status).toBe(401);
    });

    it('forbids a user the admin route', async () => {
      const response = await api()
        .get('/sample/admin')
        .set(bearer(accessToken(testUser())));

      expect(response.status).toBe(403);
      expect(response.body).toEqual({ success: false, message: 'Admin access required' });
    });

    it('lets an admin through the admin route', async () => {
      const admin = testUser({ role: 'admin' });

      const response = await api()
        .get('/sample/admin')
        .set(bearer(accessToken(admin)));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { admin: admin.username } });
    });

    it('lets a guest through an optional-auth route without a user', async () => {
      const response = await api().get('/sample/greeting');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { user: null } });
    });

    it('gives an optional-auth route the user of a valid token', async () => {
      const user = testUser();

      const response = await api()
        .get('/sample/greeting')
        .set(bearer(accessToken(user)));

      expect(response.body).toEqual({ success: true, data: { user } });
    });

    it('refuses a bad token even on an optional-auth route', async () => {
      const response = await api()
        .get('/sample/greeting')
        .set(bearer(expiredToken(testUser())));

      expect(response.status).toBe(401);
    });
  });

  describe('internal routes', () => {
    it('refuses a call without the internal token', async () => {
      const response = await api().get('/internal/ping');

      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Internal token required' });
    });

    it('refuses a call with a wrong internal token', async () => {
      const response = await api().get('/internal/ping').set('x-internal-token', 'not-the-internal-token');

      expect(response.status).toBe(401);
    });

    it('accepts a call with the internal token', async () => {
      const response = await api().get('/internal/ping').set('x-internal-token', TEST_INTERNAL_TOKEN);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { pong: true } });
    });
  });

  describe('events', () => {
    const notesAbout = (matchId: string): Promise<Array<{ text: string; request_id: string | null }>> =>
      sample.app
        .get(DataSource)
        .query(`SELECT text, request_id FROM notes WHERE text LIKE $1`, [`match ${matchId} %`]);

    const matchFinished = (headers?: Record<string, string>) => {
      const matchId = randomUUID();
      const payload = { matchId, result: 'home_win', score: { home: 2, away: 1 } } as const;
      return createEvent('football.MatchFinished', matchId, payload, headers);
    };

    it("publishes an outbox event with the request's x-request-id", async () => {
      const published: EventEnvelope[] = [];
      await sample.bus.subscribe('test-auth-listener', [Topics.auth], async (event) => {
        published.push(event);
      });

      const response = await api()
        .post('/sample/notes')
        .set('x-request-id', 'req-note-42')
        .send({ text: 'hello' });

      expect(response.status).toBe(201);
      expect(response.headers['x-request-id']).toBe('req-note-42');
      const event = await eventually(() => {
        const found = published.find((candidate) => candidate.key === response.body.data.id);
        expect(found).toBeDefined();
        return found as EventEnvelope;
      });
      expect(event.type).toBe('auth.UserRegistered');
      expect(event.headers?.['x-request-id']).toBe('req-note-42');
    });

    it('applies an event delivered twice only once', async () => {
      const event = matchFinished();

      await sample.bus.publish(Topics.football, [event, event]);
      await sample.bus.idle();

      expect(await notesAbout(event.payload.matchId)).toHaveLength(1);
      const inbox = await sample.app
        .get(DataSource)
        .query(`SELECT consumer FROM inbox WHERE event_id = $1`, [event.id]);
      expect(inbox).toEqual([{ consumer: 'sample' }]);
    });

    it('runs a handler under the request id its event carries', async () => {
      const event = matchFinished({ 'x-request-id': 'req-match-7' });

      await sample.bus.publish(Topics.football, [event]);
      await sample.bus.idle();

      expect(await notesAbout(event.payload.matchId)).toEqual([
        { text: `match ${event.payload.matchId} finished 2-1`, request_id: 'req-match-7' },
      ]);
    });
  });
});

describe('createServiceApp', () => {
  const started: SampleApp[] = [];
  const start = async (env = sampleEnv()) => {
    const app = await startSampleApp(env);
    started.push(app);
    return app;
  };

  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
  });

  it('refuses to start without a service variable, naming it', async () => {
    const env = withoutVariable(sampleEnv(), 'SAMPLE_LIMIT');

    const starting = createServiceApp(SampleModule, { env, title: 'Sample', bus: newBus() });

    await expect(starting).rejects.toThrow(/SAMPLE_LIMIT/);
  });

  it('refuses to start with a bad service variable, naming it', async () => {
    const env = sampleEnv({ SAMPLE_LIMIT: '0' });

    const starting = createServiceApp(SampleModule, { env, title: 'Sample', bus: newBus() });

    await expect(starting).rejects.toThrow(/SAMPLE_LIMIT/);
  });

  it('refuses to start without JWT_PUBLIC_KEY, naming it', async () => {
    const env = withoutVariable(sampleEnv(), 'JWT_PUBLIC_KEY');

    const starting = createServiceApp(SampleModule, { env, title: 'Sample', bus: newBus() });

    await expect(starting).rejects.toThrow(/JWT_PUBLIC_KEY/);
  });

  it('creates its database when it is missing', async () => {
    const env = sampleEnv();
    const url = env[databaseUrlVariable('sample')];
    expect(await databaseExists(url)).toBe(false);

    await start(env);

    expect(await databaseExists(url)).toBe(true);
  });

  it('answers not ready once the bus is down', async () => {
    const sample = await start();

    await sample.bus.close();
    const response = await request(sample.app.getHttpServer()).get('/health/ready');

    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      checks: { database: true, bus: false, relay: true },
      consumers: 'joined',
    });
  });

  it('stays ready while its consumer group joins, and says so', async () => {
    const bus = new (class extends InMemoryEventBus {
      override joiningGroups = () => ['sample'];
    })();
    const app = await createServiceApp(SampleModule, { env: sampleEnv(), title: 'Sample', bus });
    try {
      const response = await request(app.getHttpServer()).get('/health/ready');

      expect(response.status).toBe(200);
      expect(response.body.consumers).toBe('joining: sample');
    } finally {
      await app.close();
      await bus.close();
    }
  });

  it('shuts down gracefully: the relay stops and no database connection stays open', async () => {
    const sample = await startSampleApp();
    const relay = sample.app.get(OutboxService).relay;

    await expect(sample.app.close()).resolves.toBeUndefined();

    expect(relay.isRunning()).toBe(false);
    expect(sample.app.get(DataSource).isInitialized).toBe(false);
    await eventually(async () => expect(await openConnections(sample.databaseUrl)).toBe(0));
    await sample.bus.close();
  });
});
