import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@p2p/testing';
import { clientAddressForTest } from './factories/accounts';
import { claimsOf } from './support/forged-tokens';
import {
  AuthApp,
  authEnv,
  bearer,
  messagesTo,
  publishedEvents,
  refreshCookieOf,
  register,
  RegisteredUser,
  startAuthApp,
} from './support/auth-app';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_SIGN_IN = 'New sign-in to your P2P Bet account';

interface Signed {
  token: string;
  refreshCookie: string;
  sessionId: string;
}

describe('active sessions (/api/auth/sessions) and the new-device email', () => {
  let auth: AuthApp;
  const signIn = async (user: RegisteredUser, userAgent: string, from: string): Promise<Signed> => {
    const response = await auth
      .api()
      .post('/api/auth/login')
      .set('user-agent', userAgent)
      .set('x-client-address', from)
      .send({ email: user.form.email, password: user.form.password })
      .expect(200);
    const token: string = response.body.data.token;
    return {
      token,
      refreshCookie: refreshCookieOf(response.headers['set-cookie']),
      sessionId: String(claimsOf(token).sid),
    };
  };
  const sessionsOf = async (token: string) =>
    (await auth.api().get('/api/auth/sessions').set(bearer(token)).expect(200)).body.data.sessions;
  const refresh = (cookie: string) => auth.api().post('/api/auth/refresh').set('Cookie', cookie);
  const newSignInMails = async (email: string) =>
    (await messagesTo(auth, email)).filter((mail) => mail.subject === NEW_SIGN_IN);

  beforeAll(async () => {
    auth = await startAuthApp(authEnv(), { mail: true });
  });

  afterAll(async () => {
    await auth?.close();
  });

  describe('GET /api/auth/sessions', () => {
    it('lists the open sessions with device, address, start, last use and which one is asking', async () => {
      const user = await register(auth);
      const mac = await signIn(user, CHROME_ON_MAC, '2001:db8::1');
      const windows = await signIn(user, FIREFOX_ON_WINDOWS, '2001:db8::2');

      const sessions = await sessionsOf(mac.token);

      expect(sessions).toHaveLength(3);
      expect(sessions).toEqual(
        expect.arrayContaining([
          {
            id: mac.sessionId,
            device: 'Chrome on Mac OS',
            ipAddress: '2001:db8::1',
            createdAt: expect.any(String),
            lastUsedAt: expect.any(String),
            current: true,
          },
          expect.objectContaining({
            id: windows.sessionId,
            device: 'Firefox on Windows',
            ipAddress: '2001:db8::2',
            current: false,
          }),
        ]),
      );
    });

    it("shows a refresh as the session's last use, keeping its start", async () => {
      const user = await register(auth);
      const signed = await signIn(user, CHROME_ON_MAC, clientAddressForTest());
      const [before] = (await sessionsOf(signed.token)).filter((s: { current: boolean }) => s.current);

      const rotated = await refresh(signed.refreshCookie).set('x-client-address', '2001:db8::99').expect(200);
      const [after] = (await sessionsOf(rotated.body.data.token)).filter(
        (s: { current: boolean }) => s.current,
      );

      expect(after.id).toBe(before.id);
      expect(after.createdAt).toBe(before.createdAt);
      expect(new Date(after.lastUsedAt).getTime()).toBeGreaterThan(new Date(before.lastUsedAt).getTime());
      expect(after.ipAddress).toBe('2001:db8::99');
    });

    it('needs a signed-in caller', async () => {
      const response = await auth.api().get('/api/auth/sessions');

      expect(response.status).toBe(401);
    });
  });

  describe('DELETE /api/auth/sessions/{id}', () => {
    it('ends another session: it cannot refresh, its token stops at once, and every app is told', async () => {
      const user = await register(auth);
      const mine = await signIn(user, CHROME_ON_MAC, clientAddressForTest());
      const other = await signIn(user, FIREFOX_ON_WINDOWS, clientAddressForTest());

      const response = await auth
        .api()
        .delete(`/api/auth/sessions/${other.sessionId}`)
        .set(bearer(mine.token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: 'Session ended', data: null });
      expect((await refresh(other.refreshCookie)).status).toBe(401);
      expect((await auth.api().post('/api/auth/verify-token').set(bearer(other.token))).status).toBe(401);
      const events = await eventually(() => {
        const found = publishedEvents(auth, 'auth.AccessRevoked', user.id);
        if (found.length === 0) throw new Error('No auth.AccessRevoked yet');
        return found;
      });
      expect(events.map((event) => event.payload)).toContainEqual({
        userId: user.id,
        sessionIds: [other.sessionId],
        reason: 'logout',
      });
      expect((await sessionsOf(mine.token)).map((s: { id: string }) => s.id)).not.toContain(other.sessionId);
    });

    it("answers 404 for someone else's session, an ended one, and a malformed id", async () => {
      const owner = await register(auth);
      const stranger = await register(auth);
      const theirs = await signIn(owner, CHROME_ON_MAC, clientAddressForTest());
      const ended = await signIn(stranger, CHROME_ON_MAC, clientAddressForTest());
      await auth
        .api()
        .delete(`/api/auth/sessions/${ended.sessionId}`)
        .set(bearer(stranger.token))
        .expect(200);

      for (const id of [theirs.sessionId, ended.sessionId, 'not-a-uuid']) {
        const response = await auth.api().delete(`/api/auth/sessions/${id}`).set(bearer(stranger.token));
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ success: false, message: 'Session not found' });
      }
      expect((await refresh(theirs.refreshCookie)).status).toBe(200);
    });
  });

  describe('POST /api/auth/sessions/revoke-others', () => {
    it("ends every session but the caller's", async () => {
      const user = await register(auth);
      const mine = await signIn(user, CHROME_ON_MAC, clientAddressForTest());
      const other = await signIn(user, FIREFOX_ON_WINDOWS, clientAddressForTest());

      const response = await auth.api().post('/api/auth/sessions/revoke-others').set(bearer(mine.token));

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: '2 other sessions ended',
        data: { revoked: 2 },
      });
      expect((await sessionsOf(mine.token)).map((s: { id: string }) => s.id)).toEqual([mine.sessionId]);
      expect((await refresh(other.refreshCookie)).status).toBe(401);
      expect((await refresh(user.refreshCookie)).status).toBe(401);
      expect((await refresh(mine.refreshCookie)).status).toBe(200);
    });
  });

  describe('new-device email', () => {
    /** The new-device mails to the user, once one naming the device has arrived. */
    const mailsOnceArrived = (email: string, device: string) =>
      eventually(async () => {
        const mails = await newSignInMails(email);
        if (!mails.some((mail) => mail.text.includes(`Device: ${device}`))) {
          throw new Error(`No new-device email for ${device} yet`);
        }
        return mails;
      });

    it('is sent on a sign-in from a browser and system none of the sessions came from', async () => {
      const user = await register(auth);

      await signIn(user, FIREFOX_ON_WINDOWS, '2001:db8::77');

      const [mail] = await mailsOnceArrived(user.form.email, 'Firefox on Windows');
      expect(mail.text).toContain('Device: Firefox on Windows');
      expect(mail.text).toContain('Address: 2001:db8::77');
      expect(mail.text).toContain('https://bet.example.test/settings?tab=security');
    });

    it('is sent once per device: not again for a browser and system already used', async () => {
      const user = await register(auth);
      await signIn(user, CHROME_ON_MAC, clientAddressForTest());
      await signIn(user, CHROME_ON_MAC, clientAddressForTest());

      await signIn(user, FIREFOX_ON_WINDOWS, clientAddressForTest());

      const mails = await mailsOnceArrived(user.form.email, 'Firefox on Windows');
      expect(mails.filter((mail) => mail.text.includes('Device: Chrome on Mac OS'))).toHaveLength(1);
      expect(mails).toHaveLength(2);
    });
  });
});
