/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PageModule, RemoteModuleId } from './remote-modules';
import { RemotePage, type RemoteScreens } from './RemotePage';

const page = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function screens(overrides: Partial<RemoteScreens>): RemoteScreens {
  return {
    load: jest.fn<RemoteScreens['load']>(),
    loaded: () => undefined,
    forget: jest.fn<RemoteScreens['forget']>(),
    ...overrides,
  };
}

describe(RemotePage.name, () => {
  afterEach(cleanup);

  it('shows a spinner until the screen has loaded, then the screen', async () => {
    const load = deferred<PageModule>();
    render(<RemotePage module="betting/Dashboard" screens={screens({ load: () => load.promise })} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');

    await act(async () => load.resolve(page('Dashboard')));

    expect(screen.getByRole('heading').textContent).toBe('Dashboard');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders a screen this page already loaded in its first render, without a spinner', () => {
    const load = jest.fn<RemoteScreens['load']>();
    render(
      <RemotePage
        module="wallet/Deposit"
        screens={screens({
          load,
          loaded: (id: RemoteModuleId) => (id === 'wallet/Deposit' ? page('Deposit') : undefined),
        })}
      />,
    );

    expect(screen.getByRole('heading').textContent).toBe('Deposit');
    expect(load).not.toHaveBeenCalled();
  });

  it('offers Retry when the remote cannot load, and loads it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<RemoteScreens['load']>()
      .mockRejectedValueOnce(new Error('manifest 503'))
      .mockResolvedValueOnce(page('Deposit'));
    const forget = jest.fn<RemoteScreens['forget']>();
    render(<RemotePage module="wallet/Deposit" screens={screens({ load, forget })} />);

    expect((await screen.findByRole('alert')).textContent).toContain('Wallet is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect((await screen.findByRole('heading', { name: 'Deposit' })).textContent).toBe('Deposit');
    expect(forget).toHaveBeenCalledWith('wallet');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
