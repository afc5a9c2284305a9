/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { api } from '../api/http';
import { SessionStore } from './session-store';

const alice = { id: 'u1', name: 'Alice', username: 'alice', email: 'alice@p2pbet.local', role: 'user' };

function reply(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

function storeSignedInAs(token: string) {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(alice));
}

/**
 * The token check start() begins without waiting for it (the page renders from storage meanwhile):
 * the test waits for that very check to settle, so what it finds afterwards is the check's outcome.
 */
function startWatchingTheCheck(store: SessionStore): Promise<void> {
  const verify = jest.spyOn(store, 'verify');
  store.start();
  expect(verify).toHaveBeenCalledTimes(1);
  return verify.mock.results[0].value as Promise<void>;
}

describe(SessionStore.name, () => {
  const fetchMock = jest.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('starts signed in from storage and takes the user the server returns for the token', async () => {
    storeSignedInAs('old-token');
    fetchMock.mockResolvedValue(
      reply(200, { success: true, data: { user: { ...alice, name: 'Alice Smith' } } }),
    );
    const store = new SessionStore();

    const checked = startWatchingTheCheck(store);

    expect(store.getState()).toMatchObject({ initialized: true, token: 'old-token', user: alice });
    await checked;
    expect(store.getState().user?.name).toBe('Alice Smith');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/verify-token');
  });

  it('keeps a profile saved while the token check was on its way, not the older user the check read', async () => {
    storeSignedInAs('token');
    let answerCheck: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answerCheck = resolve)));
    const store = new SessionStore();

    const checked = startWatchingTheCheck(store);
    store.updateUser({ ...alice, name: 'Alice Q. Smith' });
    answerCheck(reply(200, { success: true, data: { user: alice } }));
    await checked;

    expect(store.getState().user?.name).toBe('Alice Q. Smith');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Alice Q. Smith');
  });

  it('signs out and clears storage when the token check fails and the refresh cookie is refused', async () => {
    storeSignedInAs('expired-token');
    fetchMock.mockResolvedValue(reply(401, { success: false, message: 'Unauthorized' }));
    const store = new SessionStore();

    await startWatchingTheCheck(store);

    expect(store.getState()).toMatchObject({ token: null, user: null, initialized: true });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the reason when the server refuses the account itself (403), until the next sign-in', async () => {
    storeSignedInAs('token-of-a-suspended-user');
    // As the platform answers: the revoked token 401, then its refresh 403 with the reason.
    fetchMock.mockImplementation(async (input) =>
      input === '/api/auth/login'
        ? reply(200, { success: true, data: { token: 'fresh-token', user: alice } })
        : input === '/api/auth/refresh'
          ? reply(403, { success: false, message: 'Your account has been suspended: chargebacks' })
          : reply(401, { success: false, message: 'Unauthorized' }),
    );
    const store = new SessionStore();

    await startWatchingTheCheck(store);

    expect(store.getState()).toMatchObject({
      token: null,
      signedOutReason: 'Your account has been suspended: chargebacks',
    });
    await store.login({ email: 'alice@p2pbet.local', password: 'secret' }, { remember: true });
    expect(store.getState()).toMatchObject({ token: 'fresh-token', signedOutReason: null });
  });

  it('shows the reason on the next page this tab opens, until the next sign-in', async () => {
    storeSignedInAs('token-of-a-suspended-user');
    fetchMock.mockImplementation(async (input) =>
      input === '/api/auth/login'
        ? reply(200, { success: true, data: { token: 'fresh-token', user: alice } })
        : input === '/api/auth/refresh'
          ? reply(403, { success: false, message: 'Your account has been suspended: chargebacks' })
          : reply(401, { success: false, message: 'Unauthorized' }),
    );
    await startWatchingTheCheck(new SessionStore());

    const nextPage = new SessionStore();
    nextPage.start();

    expect(nextPage.getState()).toMatchObject({
      token: null,
      signedOutReason: 'Your account has been suspended: chargebacks',
    });
    await nextPage.login({ email: 'alice@p2pbet.local', password: 'secret' }, { remember: true });
    expect(sessionStorage.getItem('signedOutReason')).toBeNull();
  });

  it('keeps the reason when a call that was on its way asks for a refresh after the refusal', async () => {
    storeSignedInAs('token-of-a-suspended-user');
    // The 403 clears the refresh cookie: a later refresh, from a call sent before the sign-out, is a 401.
    let refreshes = 0;
    fetchMock.mockImplementation(async (input) =>
      input === '/api/auth/refresh'
        ? ++refreshes === 1
          ? reply(403, { success: false, message: 'Your account has been suspended: chargebacks' })
          : reply(401, { success: false, message: 'Refresh token is required' })
        : reply(401, { success: false, message: 'Unauthorized' }),
    );
    const store = new SessionStore();
    await startWatchingTheCheck(store);

    await store.refresh();

    expect(refreshes).toBe(2);
    expect(store.getState()).toMatchObject({
      token: null,
      signedOutReason: 'Your account has been suspended: chargebacks',
    });
    expect(sessionStorage.getItem('signedOutReason')).toBe('Your account has been suspended: chargebacks');
  });

  it('gives no reason when the session merely ended (401)', async () => {
    storeSignedInAs('expired-token');
    fetchMock.mockResolvedValue(reply(401, { success: false, message: 'Invalid or expired refresh token' }));
    const store = new SessionStore();

    await startWatchingTheCheck(store);

    expect(store.getState()).toMatchObject({ token: null, signedOutReason: null });
  });

  it.each([502, 503, 429])(
    'stays signed in when the token check is answered %i: the server is in trouble, not the session',
    async (status) => {
      storeSignedInAs('good-token');
      fetchMock.mockResolvedValue(reply(status, { success: false, message: 'Bad gateway' }));
      const store = new SessionStore();

      await startWatchingTheCheck(store);

      expect(store.getState()).toMatchObject({ token: 'good-token', user: alice });
      expect(localStorage.getItem('authToken')).toBe('good-token');
    },
  );

  it('stays signed in when the token check cannot reach the server', async () => {
    storeSignedInAs('good-token');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = new SessionStore();

    await startWatchingTheCheck(store);

    expect(store.getState().token).toBe('good-token');
  });

  it('refreshes an expired access token once and repeats the call with the new one', async () => {
    storeSignedInAs('expired-token');
    fetchMock
      .mockResolvedValueOnce(reply(200, { success: true, data: { user: alice } })) // verify at start
      .mockResolvedValueOnce(reply(401, { success: false, message: 'Unauthorized' }))
      .mockResolvedValueOnce(reply(200, { success: true, data: { token: 'fresh-token', user: alice } }))
      .mockResolvedValueOnce(reply(200, { success: true, data: { available: '10.00' } }));
    const store = new SessionStore();
    await startWatchingTheCheck(store);

    const answer = await api<{ available: string }>('/api/wallet/balance');

    expect(answer.data.available).toBe('10.00');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/verify-token',
      '/api/wallet/balance',
      '/api/auth/refresh',
      '/api/wallet/balance',
    ]);
    const retried = fetchMock.mock.calls[3][1]?.headers as Record<string, string>;
    expect(retried.Authorization).toBe('Bearer fresh-token');
    expect(localStorage.getItem('authToken')).toBe('fresh-token');
  });

  describe('email verification (issue 30)', () => {
    const jwt = (claims: object) => `header.${btoa(JSON.stringify(claims))}.signature`;
    const unverifiedToken = jwt({ sub: 'u1', ev: false });
    const verifiedToken = jwt({ sub: 'u1', ev: true });

    it('renews the access token once the PIN is accepted, so the money routes take it', async () => {
      storeSignedInAs(unverifiedToken);
      fetchMock
        .mockResolvedValueOnce(reply(200, { success: true, data: { user: alice } })) // verify at start
        .mockResolvedValueOnce(
          reply(200, {
            success: true,
            data: { token: verifiedToken, user: { ...alice, isEmailVerified: true } },
          }),
        );
      const store = new SessionStore();
      await startWatchingTheCheck(store);

      await store.confirmEmailVerified({ ...alice, isEmailVerified: true });

      expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/refresh');
      expect(store.getState()).toMatchObject({ token: verifiedToken, user: { isEmailVerified: true } });
    });

    it('renews at start a token signed before the email was verified elsewhere', async () => {
      storeSignedInAs(unverifiedToken);
      fetchMock
        .mockResolvedValueOnce(
          reply(200, { success: true, data: { user: { ...alice, isEmailVerified: true } } }),
        )
        .mockResolvedValueOnce(reply(200, { success: true, data: { token: verifiedToken, user: alice } }));
      const store = new SessionStore();

      await startWatchingTheCheck(store);

      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/auth/verify-token',
        '/api/auth/refresh',
      ]);
      expect(localStorage.getItem('authToken')).toBe(verifiedToken);
    });

    it('leaves a token that already says verified alone', async () => {
      storeSignedInAs(verifiedToken);
      fetchMock.mockResolvedValueOnce(
        reply(200, { success: true, data: { user: { ...alice, isEmailVerified: true } } }),
      );
      const store = new SessionStore();

      await startWatchingTheCheck(store);

      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps a session without Remember me in this tab only', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, data: { token: 't', user: alice } }));
    const store = new SessionStore();
    store.start();

    await store.login({ email: alice.email, password: 'Alice123!' }, { remember: false });

    expect(sessionStorage.getItem('authToken')).toBe('t');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('clears the session on logout even when the server cannot be reached', async () => {
    storeSignedInAs('token');
    fetchMock
      .mockResolvedValueOnce(reply(200, { success: true, data: { user: alice } }))
      .mockRejectedValueOnce(new Error('offline'));
    const store = new SessionStore();
    await startWatchingTheCheck(store);

    await store.logout();

    expect(store.getState().token).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
