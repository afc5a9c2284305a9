import { prefetchScreen } from './remotes/prefetch';
import { registerRemotes } from './remotes/remotes';
import { screenAt } from './remotes/screen-paths';

// The route's remote screen starts downloading now, beside the shell's own chunks, rather than once
// React has rendered its route.
registerRemotes();
const firstScreen = screenAt(window.location.pathname);
if (firstScreen) prefetchScreen(firstScreen);

// The async boundary: shared singletons (react, the router, the session) are negotiated before any of them runs.
import('./bootstrap');
