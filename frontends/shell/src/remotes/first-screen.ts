import { loadRemotePage, type RemoteModuleId } from './remote-modules';
import { screenAt } from './screen-paths';

/**
 * How long the first paint waits for the route's remote screen (its code was asked for by index.ts).
 * A screen ready within it comes in the same paint as the chrome: one render and one layout instead
 * of the chrome with a spinner, then the screen. Past it the page paints with its spinner, and the
 * screen follows when it arrives.
 */
export const FIRST_SCREEN_WAIT_MS = 600;

/**
 * Settles when the remote screen `pathname` opens has loaded, has failed to (the route shows that,
 * with Retry, not the page), or after `waitMs`, whichever comes first; at once for a shell screen.
 */
export async function firstScreenLoaded(
  pathname: string,
  load: (id: RemoteModuleId) => Promise<unknown> = loadRemotePage,
  waitMs = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  const screen = screenAt(pathname);
  if (!screen) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([
    load(screen).then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]);
  clearTimeout(timer);
}
