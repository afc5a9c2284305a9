/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import { emitChromeEvent, useChromeEvent, type ChromeEvent } from './chrome-events';

function Listener({ onEvent }: { onEvent: (event: ChromeEvent) => void }) {
  useChromeEvent(onEvent);
  return null;
}

describe('chrome events', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('tells a mounted screen at once', () => {
    const heard: ChromeEvent[] = [];
    render(<Listener onEvent={(event) => heard.push(event)} />);

    emitChromeEvent({ type: 'league', league: 'Serie A' });

    expect(heard).toEqual([{ type: 'league', league: 'Serie A' }]);
  });

  it('keeps an event nobody heard for the screen that mounts next, once', () => {
    emitChromeEvent({ type: 'live' });
    const first: ChromeEvent[] = [];
    const second: ChromeEvent[] = [];

    render(<Listener onEvent={(event) => first.push(event)} />);
    cleanup();
    render(<Listener onEvent={(event) => second.push(event)} />);

    expect(first).toEqual([{ type: 'live' }]);
    expect(second).toEqual([]);
  });

  it('does not replay an event a screen already heard', () => {
    const { unmount } = render(<Listener onEvent={() => undefined} />);
    emitChromeEvent({ type: 'league', league: 'La Liga' });
    unmount();
    const later: ChromeEvent[] = [];

    render(<Listener onEvent={(event) => later.push(event)} />);

    expect(later).toEqual([]);
  });

  it('drops an unheard event once it is stale', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    emitChromeEvent({ type: 'league', league: 'Ligue 1' });
    jest.setSystemTime(1_000_000 + 11_000);
    const heard: ChromeEvent[] = [];

    render(<Listener onEvent={(event) => heard.push(event)} />);

    expect(heard).toEqual([]);
  });
});
