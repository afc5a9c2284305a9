import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ACCESS_REVOKED, AccessRevoked, EventEnvelope, Topics } from '@p2p/contracts';
import { EventBus, Subscription } from '@p2p/messaging';
import { CONFIG, EVENT_BUS, TokenVerifier } from '@p2p/service-kit';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server as HttpServer } from 'node:http';
import { Server, Socket } from 'socket.io';
import type { GatewayConfig } from '../config/gateway-config';
import { ADMINS_ROOM, PUBLIC_ROOM, toLiveMessage, userRoom } from './live-events';

export const LIVE_SOCKET_PATH = '/api/live/socket.io';

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

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: TokenVerifier,
    @Inject(CONFIG) private readonly config: GatewayConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus | null,
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
    await this.subscription?.close();
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
    this.io = null;
    // disconnect, not quit: quit waits for a Redis that may be unreachable.
    this.redis.forEach((client) => client.disconnect());
  }

  private async push(event: EventEnvelope): Promise<void> {
    if (event.type === ACCESS_REVOKED) return this.dropStalePrivileges(event.payload as AccessRevoked);
    const message = toLiveMessage(event);
    if (message) this.io?.to(message.rooms).emit(message.event, message.data);
  }

  /**
   * A role or status change made every token of the user stale: their sockets leave the admins'
   * room now (on every replica, through the adapter), and join it again only by authenticating
   * with a token that still says admin. A demoted admin must not keep reading support messages.
   */
  private dropStalePrivileges(revoked: AccessRevoked): void {
    if (revoked.minTokenGeneration === undefined) return;
    this.io?.in(userRoom(revoked.userId)).socketsLeave(ADMINS_ROOM);
  }

  private onConnection(socket: Socket): void {
    void socket.join(PUBLIC_ROOM);
    this.authenticate(socket, socket.handshake.auth?.token);
    // A refreshed access token re-authenticates the same connection, without a reconnect.
    socket.on('auth', (payload: { token?: unknown }) => this.authenticate(socket, payload?.token));
  }

  private authenticate(socket: Socket, token: unknown): void {
    for (const room of socket.rooms) {
      if (room.startsWith('user:') || room === ADMINS_ROOM) void socket.leave(room);
    }
    const user = typeof token === 'string' ? this.verifier.verify(token) : null;
    if (user) void socket.join(userRoom(user.id));
    if (user?.role === 'admin') void socket.join(ADMINS_ROOM);
    socket.emit('session', { authenticated: Boolean(user) });
  }
}
