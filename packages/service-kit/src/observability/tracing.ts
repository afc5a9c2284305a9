import { context, propagation, trace } from '@opentelemetry/api';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NestInstrumentation } from '@opentelemetry/instrumentation-nestjs-core';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { InstrumentationBase } from '@opentelemetry/instrumentation';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';

/**
 * Loaded first by every app's `main.ts` (the kit's `./tracing` entry), before anything it traces:
 * the instrumentations patch http, express, Nest and pg as they are required, so this module
 * imports none of them and nothing of the kit.
 */

/** Paths no trace should be made of: probes and scrapes, every few seconds on every replica. */
const UNTRACED_PATHS = /^\/(health|metrics)(\/|$|\?)/;

/**
 * Tracing is opt-in, by the standard variables: an OTLP endpoint, or an exporter named in
 * OTEL_TRACES_EXPORTER (`otlp`, `console`, `zipkin`); OTEL_SDK_DISABLED=true or `none` turn it off.
 * `npm start` sets none of them, so it traces nothing and sends nothing.
 */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((name) => !['none', ''].includes(name.trim()));
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface TracingOptions {
  /** The resource's `service.name` unless OTEL_SERVICE_NAME names it. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Where spans go instead of the exporters the environment names (tests: an in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  /** What patches the libraries as they are required (a host with its own module loader may need them). */
  readonly instrumentations: ReadonlyArray<Pick<InstrumentationBase, 'getModuleDefinitions'>>;
  /** Sends what is buffered and stops: the instrumentations are unpatched, the API is a no-op again. */
  stop(): Promise<void>;
}

/**
 * The OpenTelemetry Node SDK with the instrumentations of what the apps are made of: HTTP (the
 * gateway's proxy, the internal calls, every server; W3C trace context in and out), Express, Nest
 * and pg. Events carry the context themselves (`@p2p/messaging`'s event spans). Traces only: the
 * metrics are Prometheus's (pulled from /metrics) and the logs pino's, so neither is sent over OTLP.
 * Null when tracing is off.
 */
export function startTracing(options: TracingOptions): Tracing | null {
  const env = options.env ?? process.env;
  if (!options.spanProcessors && !tracingEnabled(env)) return null;
  const instrumentations = [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
    }),
    new ExpressInstrumentation(),
    new NestInstrumentation(),
    // Statements only: parameters may be passwords' hashes, tokens or amounts of a named user.
    new PgInstrumentation({ enhancedDatabaseReporting: false }),
  ];
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ? undefined : options.serviceName,
    instrumentations,
    spanProcessors: options.spanProcessors,
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return {
    instrumentations,
    stop: async () => {
      await sdk.shutdown();
      for (const instrumentation of instrumentations) instrumentation.disable();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
