import { useEffect, useRef } from 'react';

/**
 * What the header's Football and Live Betting entries tell the screen below them (spec 01: "choosing
 * one only notifies the parent screen"). The dashboard, in the betting remote, listens.
 */
export type ChromeEvent = { type: 'league'; league: string } | { type: 'live' };

const EVENT = 'p2p:chrome';

export function emitChromeEvent(event: ChromeEvent): void {
  window.dispatchEvent(new CustomEvent<ChromeEvent>(EVENT, { detail: event }));
}

export function useChromeEvent(handler: (event: ChromeEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<ChromeEvent>).detail);
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}

/** The leagues of spec 01 section 1, in the header's order. */
export const LEAGUES = [
  'Premier League',
  'Champions League',
  'La Liga',
  'Serie A',
  'Bundesliga',
  'Ligue 1',
] as const;
