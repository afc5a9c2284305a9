import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { BettingApp, startBettingApp } from './support/betting-app';

/** Inputs of the security review (issue 13) that ended in a 500: each now a 400 that says why. */
describe('Bad input to the offer lists', () => {
  let app: BettingApp;
  const publicList = '/api/p2p-betting/offers/public';

  beforeAll(async () => {
    app = await startBettingApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses a NUL character in the search', async () => {
    const response = await app.api().get(`${publicList}?search=%00`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
  });

  it.each(['99999999999999999999', '1000001'])('refuses page %s, past any list', async (page) => {
    const response = await app.api().get(`${publicList}?page=${page}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Page cannot exceed 1,000,000' });
  });

  it('answers the last page it allows, empty', async () => {
    const response = await app.api().get(`${publicList}?page=1000000`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: [], page: 1_000_000 });
  });

  it('answers its public routes only through the gateway', async () => {
    const response = await request(app.app.getHttpServer()).get(publicList);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Requests must come through the gateway' });
  });
});
