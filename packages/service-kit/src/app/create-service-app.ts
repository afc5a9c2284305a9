import { DynamicModule, Global, INestApplication, Module, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { ValidationFailedError } from '../http/errors';
import { applyOpenApiConventions } from '../http/openapi-conventions';
import { configureKeepAlive } from '../http/keep-alive';
import { refuseUnsafeInput } from '../http/unsafe-input';
import { createValidationPipe } from '../http/validation';
import type { Tracing } from '../observability/tracing';
import { DRAIN_LIMIT_MS, stopGracefullyOnSignals } from './graceful-shutdown';
import { ServiceRuntime } from './runtime';
import { RUNTIME } from './tokens';

@Global()
@Module({})
class RuntimeModule {
  static of(runtime: ServiceRuntime): DynamicModule {
    return {
      module: RuntimeModule,
      providers: [{ provide: RUNTIME, useValue: runtime }],
      exports: [RUNTIME],
    };
  }
}

export interface ServiceAppOptions extends ServiceRuntime {
  /** Title of the service's OpenAPI document. */
  title: string;
  /** Largest JSON body the service accepts (deposit proofs are data URLs of up to 5 MB). */
  bodyLimit?: string;
}

/**
 * Creates a service's Nest app without listening: `main.ts` listens on PORT, the embedded runtime
 * and the integration tests host it in their own process.
 */
export async function createServiceApp(
  rootModule: Type,
  options: ServiceAppOptions,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    { module: class ServiceHost {}, imports: [RuntimeModule.of(options), rootModule] } as DynamicModule,
    // abortOnError: false makes a failed start (e.g. a bad variable) reject with its error, instead
    // of Nest exiting the process, which would take down every app of the embedded runtime.
    { bufferLogs: true, bodyParser: false, abortOnError: false },
  );
  app.useLogger(app.get(Logger));
  configureKeepAlive(app.getHttpServer());
  app.useBodyParser('json', { limit: options.bodyLimit ?? '1mb' });
  app.use(malformedJsonAsValidationError);
  app.use(refuseUnsafeInput);
  app.useGlobalPipes(createValidationPipe());
  const document = buildOpenApi(app, options.title);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/openapi.json', (_request: Request, response: Response) => {
      response.json(document);
    });
  await app.init();
  return app;
}

/**
 * Nest turns body-parser's SyntaxError into a BadRequestException carrying the parser's own text
 * ("Unexpected end of JSON input"); this answers it with the envelope's message instead.
 */
function malformedJsonAsValidationError(
  error: unknown,
  _request: Request,
  _response: Response,
  next: (error: unknown) => void,
): void {
  const malformed = (error as { type?: unknown } | null)?.type === 'entity.parse.failed';
  next(malformed ? new ValidationFailedError('Malformed JSON body') : error);
}

function buildOpenApi(app: INestApplication, title: string): OpenAPIObject {
  const config = new DocumentBuilder().setTitle(title).setVersion('1.0').addBearerAuth().build();
  return applyOpenApiConventions(SwaggerModule.createDocument(app, config));
}

/** `main.ts` of every service: configuration from the environment, listen, stop cleanly on SIGTERM. */
export async function runService(
  rootModule: Type,
  title: string,
  { tracing, ...options }: Partial<ServiceAppOptions> & { tracing?: Tracing | null } = {},
) {
  const app = await createServiceApp(rootModule, { env: process.env, title, ...options });
  // Only a service running alone owns the process's signals; the embedded runtime closes its apps itself.
  // The spans still buffered go out after the app has closed, before the process ends.
  stopGracefullyOnSignals(app, DRAIN_LIMIT_MS, () => tracing?.stop());
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port, process.env.HOST ?? '0.0.0.0');
  return app;
}
