import { useEffect, useEffectEvent } from 'react';

/**
 * What the header's Football and Live Betting entries tell the screen below them (spec 01: "choosing
 * one only notifies the parent screen"). The dashboard, in the betting remote, listens.
 */
export type ChromeEvent = { type: 'league'; league: string } | { type: 'live' };

const EVENT = 'p2p:chrome';
/** How long an event nobody heard waits for the screen it was meant for to mount. */
const UNHEARD_EVENT_TTL_MS = 10_000;

/**
 * Choosing a league away from `/` navigates there first, and the dashboard (a remote, loaded on
 * demand) is not listening yet: the event waits for the first listener that mounts, briefly.
 */
let unheard: { event: ChromeEvent; at: number } | null = null;

export function emitChromeEvent(event: ChromeEvent): void {
  // A listener cancels the DOM event to say it was heard.
  const heard = !window.dispatchEvent(
    new CustomEvent<ChromeEvent>(EVENT, { detail: event, cancelable: true }),
  );
  unheard = heard ? null : { event, at: Date.now() };
}

export function useChromeEvent(handler: (event: ChromeEvent) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const listener = (event: Event) => {
      event.preventDefault();
      onEvent((event as CustomEvent<ChromeEvent>).detail);
    };
    window.addEventListener(EVENT, listener);
    if (unheard && Date.now() - unheard.at <= UNHEARD_EVENT_TTL_MS) onEvent(unheard.event);
    unheard = null;
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
