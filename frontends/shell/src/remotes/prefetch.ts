import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteOf, type RemoteModuleId } from './remote-modules';

/**
 * Downloads a remote screen's code ahead of its route (its container and the expose's own chunks,
 * not run), once per page: the route then opens from the browser's cache. A failure is left to the
 * route itself to report, when it is opened; the next intent asks again.
 */
export function screenPrefetcher(preload: typeof preloadRemote): (id: RemoteModuleId) => void {
  const asked = new Set<RemoteModuleId>();
  return (id) => {
    if (asked.has(id)) return;
    asked.add(id);
    const [, expose] = id.split('/');
    preload([{ nameOrAlias: remoteOf(id), exposes: [expose], resourceCategory: 'sync' }]).catch(() =>
      asked.delete(id),
    );
  };
}

export const prefetchScreen = screenPrefetcher(preloadRemote);
