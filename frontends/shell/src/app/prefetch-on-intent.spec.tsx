/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { screenPrefetcher } from '../remotes/prefetch';
import { screenOf, usePrefetchOnIntent } from './prefetch-on-intent';
import { routes } from './router';

function Links({ prefetch }: { prefetch: (screen: RemoteModuleId) => void }) {
  usePrefetchOnIntent(routes, prefetch);
  return (
    <nav>
      <a href="/deposit">Deposit</a>
      <a href="/league/premier-league">Premier League</a>
      <a href="/profile">Profile</a>
      <a href="https://example.com/deposit">Elsewhere</a>
    </nav>
  );
}

describe('prefetching a screen on intent', () => {
  afterEach(cleanup);

  it('knows which remote screen a path opens', () => {
    expect(screenOf(routes, '/')).toBe('betting/Dashboard');
    expect(screenOf(routes, '/league/la-liga')).toBe('betting/LeagueOffers');
    expect(screenOf(routes, '/deposit')).toBe('wallet/Deposit');
    expect(screenOf(routes, '/admin')).toBe('admin/AdminDashboard');
    expect(screenOf(routes, '/profile')).toBeNull();
    expect(screenOf(routes, '/no-such-page')).toBeNull();
  });

  it("asks for a link's screen when it is pointed at, focused or touched", () => {
    const prefetch = jest.fn<(screen: RemoteModuleId) => void>();
    render(<Links prefetch={prefetch} />);
    fireEvent.pointerOver(screen.getByText('Deposit'));
    fireEvent.focusIn(screen.getByText('Deposit'));
    fireEvent.touchStart(screen.getByText('Premier League'));

    expect(prefetch.mock.calls).toEqual([['wallet/Deposit'], ['wallet/Deposit'], ['betting/LeagueOffers']]);
  });

  it("leaves links to the shell's own screens and to other sites alone", () => {
    const prefetch = jest.fn<(screen: RemoteModuleId) => void>();
    render(<Links prefetch={prefetch} />);
    fireEvent.pointerOver(screen.getByText('Profile'));
    fireEvent.pointerOver(screen.getByText('Elsewhere'));

    expect(prefetch).not.toHaveBeenCalled();
  });

  it("downloads each screen's code once, and again after a failure", async () => {
    const preload = jest.fn((_options: unknown) => Promise.resolve());
    const prefetch = screenPrefetcher(preload as never);
    prefetch('wallet/Deposit');
    prefetch('wallet/Deposit');
    expect(preload.mock.calls).toEqual([
      [[{ nameOrAlias: 'wallet', exposes: ['Deposit'], resourceCategory: 'sync' }]],
    ]);

    preload.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    prefetch('admin/AdminDashboard');
    await Promise.resolve();
    await Promise.resolve();
    prefetch('admin/AdminDashboard');
    expect(preload).toHaveBeenCalledTimes(3);
  });
});
