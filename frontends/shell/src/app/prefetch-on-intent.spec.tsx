/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { matchRoutes } from '@p2p/router';
import type { ReactElement } from 'react';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { screenPrefetcher } from '../remotes/prefetch';
import { SCREEN_PATHS, screenAt } from '../remotes/screen-paths';
import { usePrefetchOnIntent } from './prefetch-on-intent';
import { routes } from './router';

function Links({ prefetch }: { prefetch: (screen: RemoteModuleId) => void }) {
  usePrefetchOnIntent(prefetch);
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
    expect(screenAt('/')).toBe('betting/Dashboard');
    expect(screenAt('/league/la-liga')).toBe('betting/LeagueOffers');
    expect(screenAt('/Deposit/')).toBe('wallet/Deposit');
    expect(screenAt('/admin')).toBe('admin/AdminDashboard');
    expect(screenAt('/profile')).toBeNull();
    expect(screenAt('/league')).toBeNull();
    expect(screenAt('/league/la-liga/extra')).toBeNull();
    expect(screenAt('/no-such-page')).toBeNull();
  });

  it('matches every path as the router does', () => {
    const routed = (path: string) =>
      (
        matchRoutes(routes, path)?.at(-1)?.route.element as
          ReactElement<{ module?: RemoteModuleId }> | undefined
      )?.props.module ?? null;
    const paths = Object.keys(SCREEN_PATHS).flatMap((pattern) => {
      const path = pattern.replace(/:\w+/g, 'x-1');
      return [path, `${path}/`.replace('//', '/'), path.toUpperCase()];
    });
    for (const path of [...paths, '/profile', '/dashboard', '/nowhere', '/league/x/y'])
      expect([path, screenAt(path)]).toEqual([path, routed(path)]);
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
