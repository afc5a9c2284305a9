import '@p2p/ui/styles.css';
import './app/app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadRemotePage } from './remotes/remote-modules';
import { screenAt } from './remotes/screen-paths';

/**
 * How long the first paint waits for the route's remote screen (its code was asked for by index.ts).
 * A screen ready within it comes in the same paint as the chrome: one render and one layout instead
 * of the chrome with a spinner, then the screen. Past it the page paints with its spinner, and the
 * screen follows when it arrives.
 */
const FIRST_SCREEN_WAIT_MS = 600;

async function firstScreenLoaded(): Promise<void> {
  const screen = screenAt(window.location.pathname);
  if (!screen) return;
  // A failure is the route's to show (its panel with Retry), not the page's.
  const loaded = loadRemotePage(screen).catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
}

void firstScreenLoaded().then(() => createRoot(document.getElementById('root')!).render(<App />));
