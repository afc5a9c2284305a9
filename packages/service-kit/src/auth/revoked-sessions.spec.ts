import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createEvent } from '@p2p/contracts';
import { RevokedSessions } from './revoked-sessions';

const TTL_SECONDS = 900;

const revocation = (sessionIds: string[]) =>
  createEvent('auth.AccessRevoked', 'user-1', { userId: 'user-1', sessionIds, reason: 'logout' });

const generationRaised = (userId: string, minTokenGeneration: number) =>
  createEvent('auth.AccessRevoked', userId, {
    userId,
    sessionIds: [],
    minTokenGeneration,
    reason: 'role_changed',
  });

const token = (sub: string, gen?: number, sid = 'session-x') => ({ sub, sid, gen });

describe(RevokedSessions.name, () => {
  let revoked: RevokedSessions;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    revoked = new RevokedSessions({ ACCESS_TOKEN_TTL_SECONDS: TTL_SECONDS }, null);
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses the sessions an AccessRevoked names, and only those', () => {
    revoked.apply(revocation(['session-a', 'session-b']));

    expect(revoked.isRevoked('session-a')).toBe(true);
    expect(revoked.isRevoked('session-b')).toBe(true);
    expect(revoked.isRevoked('session-c')).toBe(false);
    expect(revoked.isRevoked(undefined)).toBe(false);
  });

  it('forgets a session once every token issued for it has expired', () => {
    revoked.apply(revocation(['session-a']));

    jest.advanceTimersByTime(TTL_SECONDS * 1000 - 1);
    expect(revoked.isRevoked('session-a')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(revoked.isRevoked('session-a')).toBe(false);
  });

  it('counts the lifetime from when the revocation happened, not from when it arrived', () => {
    const late = { ...revocation(['session-a']), occurredAt: new Date(Date.now() - 600_000).toISOString() };

    revoked.apply(late);

    jest.advanceTimersByTime(300_000 - 1);
    expect(revoked.isRevoked('session-a')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(revoked.isRevoked('session-a')).toBe(false);
  });

  it('tells its listeners of each revocation it starts refusing, not of one whose tokens have all expired', () => {
    const heard: unknown[] = [];
    const stop = revoked.onRevoked((payload) => heard.push(payload));
    const expired = {
      ...revocation(['session-old']),
      occurredAt: new Date(Date.now() - TTL_SECONDS * 1000).toISOString(),
    };

    revoked.apply(expired);
    revoked.apply(revocation(['session-a']));
    stop();
    revoked.apply(revocation(['session-b']));

    expect(heard).toEqual([{ userId: 'user-1', sessionIds: ['session-a'], reason: 'logout' }]);
  });

  it('ignores the other events of the auth topic', () => {
    revoked.apply(
      createEvent('auth.UserUpdated', 'user-1', {
        userId: 'user-1',
        username: 'jane',
        name: 'Jane',
        email: 'jane@example.com',
        role: 'user',
        isEmailVerified: true,
      }),
    );

    expect(revoked.isRevoked('user-1')).toBe(false);
  });

  describe('token generations', () => {
    it("refuses the user's tokens below the announced generation, and accepts it and above", () => {
      revoked.apply(generationRaised('user-1', 2));

      expect(revoked.refuses(token('user-1', 0))).toBe(true);
      expect(revoked.refuses(token('user-1', 1))).toBe(true);
      expect(revoked.refuses(token('user-1', 2))).toBe(false);
      expect(revoked.refuses(token('user-1', 3))).toBe(false);
    });

    it('counts a token without a generation (signed before they existed) as generation 0', () => {
      revoked.apply(generationRaised('user-1', 1));

      expect(revoked.refuses(token('user-1', undefined))).toBe(true);
    });

    it("leaves other users' tokens alone", () => {
      revoked.apply(generationRaised('user-1', 5));

      expect(revoked.refuses(token('user-2', 0))).toBe(false);
    });

    it('never lowers the minimum when an older announcement arrives late', () => {
      revoked.apply(generationRaised('user-1', 3));
      revoked.apply(generationRaised('user-1', 2));

      expect(revoked.refuses(token('user-1', 2))).toBe(true);
      expect(revoked.refuses(token('user-1', 3))).toBe(false);
    });

    it('forgets the minimum once every older token has expired', () => {
      revoked.apply(generationRaised('user-1', 1));

      jest.advanceTimersByTime(TTL_SECONDS * 1000 - 1);
      expect(revoked.refuses(token('user-1', 0))).toBe(true);
      jest.advanceTimersByTime(1);
      expect(revoked.refuses(token('user-1', 0))).toBe(false);
    });

    it('refuses both the named sessions and the stale generation of one announcement', () => {
      revoked.apply(
        createEvent('auth.AccessRevoked', 'user-1', {
          userId: 'user-1',
          sessionIds: ['session-a'],
          minTokenGeneration: 4,
          reason: 'status_changed',
        }),
      );

      expect(revoked.refuses(token('user-1', 4, 'session-a'))).toBe(true);
      expect(revoked.refuses(token('user-1', 3, 'session-b'))).toBe(true);
      expect(revoked.refuses(token('user-1', 4, 'session-b'))).toBe(false);
    });
  });
});
