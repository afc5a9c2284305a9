import { useEffect } from 'react';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { prefetchScreen } from '../remotes/prefetch';
import { screenAt } from '../remotes/screen-paths';

/** What a person does just before following a link, with a mouse, a keyboard or a finger. */
const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The screen behind a link of the page starts downloading when a person points at the link, focuses
 * it or touches it: by the click, a few hundred milliseconds later, its code is usually there.
 */
export function usePrefetchOnIntent(prefetch: (screen: RemoteModuleId) => void = prefetchScreen): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const screen = screenAt(link.pathname);
      if (screen) prefetch(screen);
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent);
    };
  }, [prefetch]);
}
