import { useLocation } from '@p2p/router';

/**
 * On the dashboard one answer per service (football's dashboard, betting's home) fills the queries of
 * several sections and sidebars, which would otherwise ask one by one. There a section's hook observes
 * that answer too (whichever mounts first asks, the rest share the request) and its own query waits
 * for it: it may run once the answer has come (its part is then in the cache, fresh) or failed.
 */
export function useOnDashboard(): boolean {
  return useLocation().pathname === '/';
}

/** Whether the answer that fills a section has come or failed, so the section may ask on its own. */
export const answered = (answer: { status: string; fetchStatus: string }): boolean =>
  answer.status !== 'pending' && answer.fetchStatus !== 'fetching';

/**
 * How long a part a dashboard answer filled stays fresh, so the section does not ask again as its
 * query starts (the platform's default, stated here because the sections rely on it).
 */
export const FILLED_FRESH_MS = 15_000;
