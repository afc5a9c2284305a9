import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AccessRevoked, EventEnvelope, Events, LIVE_SOCKET_PATH, readEvent, Topics } from '@p2p/contracts';
import { EventBus, Subscription } from '@p2p/messaging';
import { CONFIG, EVENT_BUS, RevokedSessions, TokenVerifier } from '@p2p/service-kit';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { Server, Socket } from 'socket.io';
import type { GatewayConfig } from '../config/gateway-config';
import { ADMINS_ROOM, PUBLIC_ROOM, sessionRoom, toLiveMessage, userRoom } from './live-events';

/** What a signed-in socket keeps of its token, readable from every replica through `fetchSockets`. */
interface LiveSocketData {
  /** The token's `gen`: a raise above it ends the socket. */
  generation?: number;
}

/**
 * The live push: a socket.io endpoint under /api that forwards integration events to browsers.
 * Everyone joins the public room (offer books, live scores); a valid access token also joins the
 * user's own room (balance, deposit decisions, support replies), and an admin's the admins' room
 * (support messages, new deposits). All gateway replicas consume as one group, and the Redis adapter
 * fans a push out to the sockets connected to the other replicas.
 */
@Injectable()
export class LivePushService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LivePush');
  private io: Server | null = null;
  private subscription: Subscription | null = null;
  private redis: Redis[] = [];
  private stopFollowingRevocations: (() => void) | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: TokenVerifier,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus | null,
    @Optional() @Inject(RevokedSessions) private readonly revocations: RevokedSessions | null = null,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const httpServer = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    this.io = new Server(httpServer, { path: LIVE_SOCKET_PATH, serveClient: false, cors: { origin: false } });
    if (this.config.REDIS_URL) {
      const pub = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      this.redis = [pub, sub];
      this.io.adapter(createAdapter(pub, sub));
    }
    this.io.on('connection', (socket) => this.onConnection(socket));
    // This process's own follower of auth's events: when it starts refusing a token here, the sockets
    // here that hold it end too, even one that signed in again with it a moment before (the group's
    // consumer below may have seen the revocation first, on any replica).
    this.stopFollowingRevocations =
      this.revocations?.onRevoked((revoked) => {
        this.endRevokedSockets(revoked, 'here').catch((error: unknown) =>
          this.logger.error(`Could not end revoked sockets: ${String(error)}`),
        );
      }) ?? null;
    if (this.bus) {
      this.subscription = await this.bus.subscribe(
        'gateway-live',
        [Topics.wallet, Topics.betting, Topics.football, Topics.admin, Topics.auth, Topics.notifications],
        async (event) => this.push(event),
      );
    } else {
      this.logger.warn('No event bus configured: the live push sends nothing');
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopFollowingRevocations?.();
    await this.subscription?.close();
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
    this.io = null;
    // disconnect, not quit: quit waits for a Redis that may be unreachable.
    this.redis.forEach((client) => client.disconnect());
  }

  private async push(delivered: EventEnvelope): Promise<void> {
    // Read as every inbox reads: an event its schema refuses is dead-lettered with the reason (the bus
    // does that with MalformedEventError), never pushed to a browser.
    const event = readEvent(delivered);
    if (event.type === Events.AccessRevoked)
      return this.endRevokedSockets(event.payload as AccessRevoked, 'everywhere');
    const message = toLiveMessage(event);
    if (message) this.io?.to(message.rooms).emit(message.event, message.data);
  }

  /**
   * The REST API refuses the tokens of ended sessions (logout, a revoked session, a password change)
   * and those below a raised generation (a role or status change), so the sockets signed in with
   * them end too: a logged-out user's balance, notifications and support messages, or a demoted
   * admin's desk, must stop at once. `everywhere` reaches every
   * replica's sockets through the adapter (the group's consumer got the event); `here` this one's
   * (its own follower did). The web app connects again with the token it holds now (see
   * LiveConnection), a guest if it has none valid: the gateway refuses the revoked token by then.
   */
  private async endRevokedSockets(
    { userId, sessionIds, minTokenGeneration }: AccessRevoked,
    reach: 'everywhere' | 'here',
  ): Promise<void> {
    const io = this.io;
    if (!io) return;
    const socketsIn = (rooms: string | string[]) => (reach === 'here' ? io.local : io).in(rooms);
    if (sessionIds.length > 0) socketsIn(sessionIds.map(sessionRoom)).disconnectSockets(true);
    if (minTokenGeneration === undefined) return;
    for (const socket of await socketsIn(userRoom(userId)).fetchSockets()) {
      const { generation = 0 } = socket.data as LiveSocketData;
      if (generation < minTokenGeneration) socket.disconnect(true);
    }
  }

  private onConnection(socket: Socket): void {
    void socket.join(PUBLIC_ROOM);
    this.authenticate(socket, socket.handshake.auth?.token);
    // A refreshed access token re-authenticates the same connection, without a reconnect.
    socket.on('auth', (payload: { token?: unknown }) => this.authenticate(socket, payload?.token));
  }

  private authenticate(socket: Socket, token: unknown): void {
    for (const room of socket.rooms) {
      if (room.startsWith('user:') || room.startsWith('session:') || room === ADMINS_ROOM)
        void socket.leave(room);
    }
    const claims = typeof token === 'string' ? this.verifier.verifyClaims(token) : null;
    // Kept before joining the user's room, so a generation raise never finds the socket without it.
    socket.data = { generation: claims?.gen ?? 0 } satisfies LiveSocketData;
    if (claims) void socket.join(userRoom(claims.sub));
    if (claims?.sid) void socket.join(sessionRoom(claims.sid));
    if (claims?.role === 'admin') void socket.join(ADMINS_ROOM);
    socket.emit('session', { authenticated: Boolean(claims) });
  }
}
