import { describe, expect, it } from '@jest/globals';
import { resolveRoute, ROUTE_TABLE } from './route-table';

describe(resolveRoute.name, () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/email-verification/send', 'auth'],
    ['/api/profile', 'auth'],
    ['/api/users/search', 'auth'],
    ['/api/wallet/balance', 'wallet'],
    ['/api/wallet/admin/users/42/transactions', 'wallet'],
    ['/api/deposits/123/proof', 'wallet'],
    ['/api/direct-payments', 'wallet'],
    ['/api/p2p-betting/offers', 'betting'],
    ['/api/bets/history', 'betting'],
    ['/api/football/matches/live', 'football'],
    ['/api/admin/stats', 'admin'],
    ['/api/support/conversation', 'admin'],
    ['/api/notifications/unread-count', 'notifications'],
  ])('sends %s to %s', (path, service) => {
    expect(resolveRoute(path)?.service).toBe(service);
  });

  it('gives every service at least one prefix', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.service))).toEqual(
      new Set(['auth', 'wallet', 'betting', 'football', 'admin', 'notifications']),
    );
  });

  it('has no route to a mailbox: mail is read on the machine that runs the platform, never through the gateway', () => {
    expect(resolveRoute('/api/dev/mailbox')).toBeNull();
    expect(resolveRoute('/api/dev/mailbox?to=admin@p2pbet.local')).toBeNull();
  });

  it('matches whole segments only', () => {
    expect(resolveRoute('/api/authx/login')).toBeNull();
    expect(resolveRoute('/api/dev')).toBeNull();
    expect(resolveRoute('/api/auth')?.prefix).toBe('/api/auth');
  });

  it('answers nothing for paths outside the table', () => {
    expect(resolveRoute('/api')).toBeNull();
    expect(resolveRoute('/api/nothing-here')).toBeNull();
    expect(resolveRoute('/auth/login')).toBeNull();
  });

  it('matches regardless of case, as the services do', () => {
    expect(resolveRoute('/API/Auth/login')?.service).toBe('auth');
  });

  it.each([
    '/api/wallet/internal/holds',
    '/api/wallet/INTERNAL/holds',
    '/api/wallet/%69nternal/holds',
    '/api/wallet/%2569nternal/holds',
    '/api/wallet/x%2Finternal',
    '/api/auth/../wallet/internal',
    '/api/auth/%2e%2e/admin',
  ])('never routes %s', (path) => {
    expect(resolveRoute(path)).toBeNull();
  });

  it('refuses a path that cannot be decoded', () => {
    expect(resolveRoute('/api/auth/%E0%A4%A')).toBeNull();
  });
});
