import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventBus } from '@p2p/messaging';
import { configureKeepAlive } from '@p2p/service-kit';
import { Logger } from 'nestjs-pino';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { loadGatewayConfig } from './config/gateway-config';
import { GatewayModule } from './gateway.module';
import { GatewayMetrics } from './observability/gateway-metrics';
import { requestIdMiddleware } from './observability/request-id';
import { PublicAnswerCache } from './proxy/public-answer-cache';
import { compressAnswers } from './web/compression';
import { corsOptions, securityHeaders } from './web/security';
import { mountStaticRoots, StaticRoot } from './web/static-roots';

export interface GatewayAppOptions {
  env: Record<string, string | undefined>;
  /** Built web apps to serve (embedded mode); folders that do not exist are skipped. */
  staticRoots?: StaticRoot[];
  /** The process's event bus (embedded mode) for the live push; otherwise KAFKA_BROKERS decides. */
  bus?: EventBus;
}

/**
 * Creates and initialises the gateway without listening: `main.ts` listens on PORT, the embedded
 * runtime and the tests host it in their own process. A bad variable rejects, naming it.
 */
export async function createGatewayApp(options: GatewayAppOptions): Promise<INestApplication> {
  const config = loadGatewayConfig(options.env);
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(config, options.bus), {
    bufferLogs: true,
    // Bodies are streamed to the services untouched; the gateway's own endpoints take none.
    bodyParser: false,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  configureKeepAlive(app.getHttpServer());
  app.set('trust proxy', config.TRUST_PROXY);
  // Express middleware in the order requests meet it, all before Nest's routes.
  app.use(requestIdMiddleware);
  app.use(app.get(GatewayMetrics).middleware);
  app.use(securityHeaders());
  app.use(compressAnswers());
  app.enableCors(corsOptions(config));
  mountStaticRoots(app, options.staticRoots ?? []);
  await app.init();
  answerCachedListsAtEdge(app);
  return app;
}

/** Cached public lists are answered before Express sees the request (see PublicAnswerCache.answerAtEdge). */
function answerCachedListsAtEdge(app: INestApplication): void {
  const server = app.getHttpServer() as Server;
  const cache = app.get(PublicAnswerCache);
  const pipeline = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (cache.answerAtEdge(request, response)) return;
    for (const listener of pipeline) listener(request, response);
  });
}
