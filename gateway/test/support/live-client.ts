import { testKeyPair, TestUser } from '@p2p/testing';
import { sign } from 'jsonwebtoken';
import { io, Socket } from 'socket.io-client';

/** A live-socket client that records every push it receives, and whether the gateway ended it. */
export interface LiveClient {
  socket: Socket;
  received: Array<{ event: string; data: unknown }>;
  /** Set once the connection dropped; it is not reconnected, so nothing reaches it after. */
  disconnected: boolean;
}

/** Connects to a gateway's live socket, without reconnecting, and resolves after the `session` answer. */
export async function connectLive(gatewayUrl: string, token?: string): Promise<LiveClient> {
  const socket = io(gatewayUrl, {
    path: '/api/live/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const client: LiveClient = { socket, received: [], disconnected: false };
  socket.onAny((event: string, data: unknown) => client.received.push({ event, data }));
  socket.on('disconnect', () => (client.disconnected = true));
  await new Promise<void>((resolve, reject) => {
    socket.once('session', () => resolve());
    socket.once('connect_error', reject);
  });
  return client;
}

export const pushesOf = (client: Pick<LiveClient, 'received'>, event: string) =>
  client.received.filter((message) => message.event === event).map((message) => message.data);

/** An access token as auth signs it: of one session (`sid`) and the user's token generation (`gen`). */
export function sessionToken(user: TestUser, claims: { sid?: string; gen?: number }): string {
  return sign(
    { username: user.username, name: user.name, role: user.role, ...claims },
    testKeyPair().privateKey,
    {
      algorithm: 'RS256',
      subject: user.id,
      issuer: 'p2p-auth',
      audience: 'p2p-api',
      expiresIn: 900,
    },
  );
}
