import {
  DynamicModule,
  Global,
  Logger,
  MiddlewareConsumer,
  Module,
  NestModule,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { EventBus, InMemoryEventBus, KafkaEventBus, kafkaCredentialsFromEnv } from '@p2p/messaging';
import { Topics } from '@p2p/contracts';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { JwtGuard } from '../auth/auth.decorators';
import { GatewayOnlyGuard } from '../auth/gateway-only.guard';
import { InternalGuard } from '../auth/internal.guard';
import { RevokedSessions } from '../auth/revoked-sessions';
import { TokenVerifier } from '../auth/token-verifier';
import { baseConfigSchema, BaseConfig, databaseUrlVariable, loadConfig } from '../config/config';
import { DatabaseModule, DatabaseOptions } from '../database/database.module';
import { EventDispatcher } from '../events/event-dispatcher';
import { OutboxService } from '../events/outbox.service';
import { EnvelopeInterceptor } from '../http/envelope';
import { EnvelopeExceptionFilter } from '../http/exception.filter';
import { HealthController, HealthDetails } from '../observability/health.controller';
import { BusReporter } from '../observability/bus-reporter';
import { HttpMetricsMiddleware, Metrics, MetricsController } from '../observability/metrics';
import { SpanAttributesMiddleware } from '../observability/span-attributes.middleware';
import { currentRequestId, runWithRequestId } from '../observability/request-context';
import { ServiceRuntime } from './runtime';
import { CLOCK, systemClock } from '../time/clock';
import { CONFIG, EVENT_BUS, RUNTIME, SERVICE_NAME } from './tokens';

export interface ServiceKitOptions<S extends z.ZodObject> {
  service: string;
  /** The service's own variables; the kit adds the base ones and DATABASE_URL_<SERVICE>. */
  config?: S;
  database: DatabaseOptions;
}

let processBus: InMemoryEventBus | null = null;
const busLogger = new Logger('EventBus');

/** The process-wide in-memory bus of the embedded mode: every app of the process shares it. */
export function sharedInMemoryBus(): InMemoryEventBus {
  processBus ??= new InMemoryEventBus();
  return processBus;
}

class OwnedBus implements OnModuleInit, OnApplicationShutdown {
  constructor(
    readonly bus: EventBus,
    private readonly owned: boolean,
  ) {}
  async onModuleInit(): Promise<void> {
    if (this.bus instanceof KafkaEventBus) await this.bus.connect();
  }
  async onApplicationShutdown(): Promise<void> {
    if (this.owned) await this.bus.close();
  }
}

/**
 * Everything a service shares with the others, in one import (eShop's AddServiceDefaults):
 * validated configuration, JSON logs with request ids, health, metrics, the response envelope and
 * error mapping, the JWT guard, its database with migrations, the outbox relay and the event inbox.
 */
@Global()
@Module({})
export class ServiceKitModule implements NestModule {
  static forRoot<S extends z.ZodObject>(options: ServiceKitOptions<S>): DynamicModule {
    const schema = baseConfigSchema
      .extend({ [databaseUrlVariable(options.service)]: z.string().url() })
      .extend(options.config?.shape ?? {});
    return {
      module: ServiceKitModule,
      imports: [
        DiscoveryModule,
        LoggerModule.forRootAsync({
          inject: [CONFIG],
          useFactory: (config: BaseConfig) => ({
            pinoHttp: {
              level: config.LOG_LEVEL,
              base: { service: options.service },
              genReqId: assignRequestId,
              mixin: () => {
                const requestId = currentRequestId();
                return requestId ? { requestId } : {};
              },
              autoLogging: {
                ignore: (request: IncomingMessage) => request.url?.startsWith('/health') ?? false,
              },
              // Bearer tokens, refresh cookies and internal tokens must never reach the logs.
              redact: {
                paths: [
                  'req.headers.authorization',
                  'req.headers.cookie',
                  'req.headers["x-internal-token"]',
                  'res.headers["set-cookie"]',
                ],
                censor: '[redacted]',
              },
            },
          }),
        }),
        DatabaseModule.forService(options.database),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        {
          provide: CONFIG,
          inject: [RUNTIME],
          useFactory: (runtime: ServiceRuntime) => loadConfig(options.service, schema, runtime.env),
        },
        {
          provide: OwnedBus,
          inject: [RUNTIME, CONFIG, BusReporter],
          useFactory: (runtime: ServiceRuntime, config: BaseConfig, reporter: BusReporter) => {
            if (runtime.bus) return new OwnedBus(runtime.bus, false);
            if (config.KAFKA_BROKERS) {
              const sasl = kafkaCredentialsFromEnv(config);
              const bus = new KafkaEventBus({
                brokers: config.KAFKA_BROKERS.split(',').map((broker) => broker.trim()),
                clientId: options.service,
                sasl,
                // A broker that asks who we are enforces ACLs, and its operator provisions the topics.
                topics: sasl ? [] : Object.values(Topics),
                observer: reporter,
                onConsumerError: (group, error) =>
                  busLogger.error(`Consumer group ${group} stopped for good: ${String(error)}`),
              });
              return new OwnedBus(bus, true);
            }
            return new OwnedBus(sharedInMemoryBus(), false);
          },
        },
        { provide: EVENT_BUS, inject: [OwnedBus], useFactory: (owned: OwnedBus) => owned.bus },
        {
          provide: CLOCK,
          inject: [RUNTIME],
          useFactory: (runtime: ServiceRuntime) => runtime.clock ?? systemClock(),
        },
        Metrics,
        BusReporter,
        HealthDetails,
        RevokedSessions,
        TokenVerifier,
        JwtGuard,
        InternalGuard,
        OutboxService,
        EventDispatcher,
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
        { provide: APP_FILTER, useClass: EnvelopeExceptionFilter },
        { provide: APP_GUARD, useClass: GatewayOnlyGuard },
      ],
      exports: [
        SERVICE_NAME,
        CONFIG,
        EVENT_BUS,
        CLOCK,
        Metrics,
        BusReporter,
        HealthDetails,
        RevokedSessions,
        TokenVerifier,
        JwtGuard,
        InternalGuard,
        OutboxService,
        EventDispatcher,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware, requestContextMiddleware, SpanAttributesMiddleware).forRoutes('*');
  }
}

/**
 * The caller's x-request-id when sane, else a new one, echoed on the response. Both pino-http and
 * the request context ask for it, in whichever order Nest mounts their middleware (both modules are
 * global), and get the same id: the one logs show is the one event headers carry.
 */
function assignRequestId(request: IncomingMessage & { id?: unknown }, response: ServerResponse): string {
  if (typeof request.id === 'string') return request.id;
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && given.length <= 128 ? given : randomUUID();
  request.id = id;
  response.setHeader('x-request-id', id);
  return id;
}

function requestContextMiddleware(
  request: IncomingMessage & { id?: unknown },
  response: ServerResponse,
  next: () => void,
) {
  runWithRequestId(assignRequestId(request, response), next);
}
