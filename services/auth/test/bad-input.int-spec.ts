import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuthApp, bearer, register, startAuthApp } from './support/auth-app';

/** Inputs of the security review (issue 13) that ended in a 500: each now a 400 that says why. */
describe('Bad input to PUT /api/profile', () => {
  let auth: AuthApp;

  beforeAll(async () => {
    auth = await startAuthApp();
  });

  afterAll(async () => {
    await auth?.close();
  });

  it('refuses a NUL character in a text field, and keeps the name', async () => {
    const user = await register(auth);

    const response = await auth.api().put('/api/profile').set(bearer(user.token)).send({ name: 'a\u0000' });
    const profile = await auth.api().get('/api/profile').set(bearer(user.token));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Text must not contain NUL characters' });
    expect(profile.body.data.user.name).toBe(user.form.name);
  });

  it('refuses a JSON body nested 50,000 deep', async () => {
    const user = await register(auth);
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

    const response = await auth
      .api()
      .put('/api/profile')
      .set(bearer(user.token))
      .set('content-type', 'application/json')
      .send(`{"name":${deep}}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'JSON body is nested too deeply' });
  });
});
