import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { firstScreenLoaded } from './first-screen';
import type { RemoteModuleId } from './remote-modules';

/** Whether the promise has settled after the microtasks now queued have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  for (let tick = 0; tick < 10; tick++) await Promise.resolve();
  return done;
}

describe(firstScreenLoaded.name, () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it("loads the route's remote screen and settles once it has loaded", async () => {
    let loaded!: () => void;
    const load = jest.fn((_id: RemoteModuleId) => new Promise<void>((resolve) => (loaded = resolve)));
    const waiting = firstScreenLoaded('/league/la-liga', load, 600);

    expect(load).toHaveBeenCalledWith('betting/LeagueOffers');
    expect(await settled(waiting)).toBe(false);
    loaded();
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting for a slow screen after the wait, so the page paints with its spinner', async () => {
    const waiting = firstScreenLoaded('/deposit', () => new Promise<void>(() => undefined), 600);

    jest.advanceTimersByTime(599);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('settles when the screen fails to load: the route shows the failure', async () => {
    await expect(
      firstScreenLoaded('/admin', () => Promise.reject(new Error('manifest 503')), 600),
    ).resolves.toBe(undefined);
  });

  it('waits for nothing on a shell screen', async () => {
    const load = jest.fn((_id: RemoteModuleId) => Promise.resolve());
    await firstScreenLoaded('/profile', load, 600);
    expect(load).not.toHaveBeenCalled();
  });
});
