import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { viaGateway } from '@p2p/testing';
import * as classTransformer from 'class-transformer';
import { ReservationDto } from './fixture/dto/reservation.dto';
import { SampleApp, startSampleApp } from './support/sample-app';

const NUL = { success: false, message: 'Text must not contain NUL characters' };
const TOO_DEEP = { success: false, message: 'JSON body is nested too deeply' };

/** `depth` arrays one inside the other, as JSON text (JSON.stringify itself would overflow). */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Inputs that used to end in a 500, refused as 400s for every route before any handler or pipe. */
describe('unsafe input', () => {
  let sample: SampleApp;
  const api = () => viaGateway(sample.app.getHttpServer());
  const postJson = (path: string, json: string) =>
    api().post(path).set('content-type', 'application/json').send(json);

  beforeAll(async () => {
    sample = await startSampleApp();
  });

  afterAll(async () => {
    await sample?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('NUL characters, which PostgreSQL text cannot hold', () => {
    it('refuses one in a query value', async () => {
      const response = await api().get('/sample/limit?search=%00');

      expect(response.status).toBe(400);
      expect(response.body).toEqual(NUL);
    });

    it('refuses one in a route parameter', async () => {
      const response = await api().get('/sample/words/a%00b');

      expect(response.status).toBe(400);
      expect(response.body).toEqual(NUL);
    });

    it('takes an encoded percent sign for what it is', async () => {
      const response = await api().get('/sample/words/%2500');

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, data: { word: '%00' } });
    });

    it('refuses one in a JSON string, however deep, and in a key', async () => {
      const inName = await api().post('/sample/reservations').send({ name: 'Jane\u0000Doe', count: 2 });
      const deeper = await api()
        .post('/sample/reservations')
        .send({ name: 'Jane Doe', count: 2, extra: [{ note: '\u0000' }] });
      const inKey = await api().post('/sample/reservations').send({ 'na\u0000me': 'Jane Doe', count: 2 });

      expect([inName, deeper, inKey].map((response) => response.status)).toEqual([400, 400, 400]);
      expect([inName, deeper, inKey].map((response) => response.body)).toEqual([NUL, NUL, NUL]);
    });
  });

  describe('deeply nested JSON', () => {
    it('is what overflowed the stack: class-transformer copies a body recursively', () => {
      const body = JSON.parse(`{"name":${nestedArrays(50_000)},"count":1}`);

      expect(() => classTransformer.plainToInstance(ReservationDto, body)).toThrow(RangeError);
    });

    it('refuses a body nested 50,000 deep before class-transformer sees it', async () => {
      const transform = jest.spyOn(classTransformer, 'plainToInstance');

      const response = await postJson('/sample/reservations', `{"name":${nestedArrays(50_000)},"count":1}`);

      expect(response.status).toBe(400);
      expect(response.body).toEqual(TOO_DEEP);
      expect(transform).not.toHaveBeenCalled();
    });

    it('lets a body 32 levels deep through to validation, and refuses one level more', async () => {
      const atLimit = await postJson('/sample/reservations', `{"name":${nestedArrays(31)},"count":1}`);
      const overLimit = await postJson('/sample/reservations', `{"name":${nestedArrays(32)},"count":1}`);

      expect(atLimit.status).toBe(400);
      expect(atLimit.body.message).not.toBe(TOO_DEEP.message);
      expect(overLimit.status).toBe(400);
      expect(overLimit.body).toEqual(TOO_DEEP);
    });
  });
});
