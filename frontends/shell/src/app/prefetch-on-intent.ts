import { matchRoutes, type RouteObject } from '@p2p/router';
import { useEffect } from 'react';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { prefetchScreen } from '../remotes/prefetch';
import type { ScreenHandle } from './router';

/** The remote screen `pathname` opens, if its route is a remote's. */
export function screenOf(routes: RouteObject[], pathname: string): RemoteModuleId | null {
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  return (deepest?.route.handle as ScreenHandle | undefined)?.screen ?? null;
}

/** What a person does just before following a link, with a mouse, a keyboard or a finger. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The screen behind a link of the page starts downloading when a person points at the link, focuses
 * it or touches it: by the click, a few hundred milliseconds later, its code is usually there.
 */
export function usePrefetchOnIntent(
  routes: RouteObject[],
  prefetch: (screen: RemoteModuleId) => void = prefetchScreen,
): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const screen = screenOf(routes, link.pathname);
      if (screen) prefetch(screen);
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent);
    };
  }, [routes, prefetch]);
}
