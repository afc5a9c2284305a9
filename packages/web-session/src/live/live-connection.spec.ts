/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { SessionStore } from '../session/session-store';
import { liveSocket } from '../testing/live-socket';
import { LiveConnection } from './live-connection';

jest.mock('socket.io-client', () => ({ io: () => liveSocket }));

describe(LiveConnection.name, () => {
  let connect: ReturnType<typeof jest.spyOn>;

  beforeEach(async () => {
    liveSocket.handlers.clear();
    connect = jest.spyOn(liveSocket, 'connect');
    new LiveConnection(new SessionStore()).start();
    // The client library loads asynchronously: the connection is up once it listens for drops.
    await waitFor(() => expect(liveSocket.listens('disconnect')).toBe(true));
  });

  afterEach(() => {
    connect.mockRestore();
  });

  it('connects again at once when the gateway ends the socket (its session was revoked)', () => {
    liveSocket.push('connect');
    liveSocket.push('disconnect', 'io server disconnect');

    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('leaves other drops to the library, which reconnects by itself, and its own disconnect alone', () => {
    liveSocket.push('connect');
    liveSocket.push('disconnect', 'transport close');
    liveSocket.push('disconnect', 'io client disconnect');

    expect(connect).not.toHaveBeenCalled();
  });
});
