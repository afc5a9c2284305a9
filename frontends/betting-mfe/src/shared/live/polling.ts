import { useLiveConnected } from '@p2p/web-session';

/** Spec 01 section 9: lists poll every 10 s; here only while the live socket is down. */
export const FALLBACK_POLL_MS = 10_000;

/** The `refetchInterval` of a list: off while pushes arrive, 10 s while the socket is disconnected. */
export function usePollingFallback(): number | false {
  return useLiveConnected() ? false : FALLBACK_POLL_MS;
}
