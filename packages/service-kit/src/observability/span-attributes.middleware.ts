import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { SERVICE_NAME } from '../app/tokens';
import { currentRequestId } from './request-context';

/**
 * Names the app and the request id on the request's span: in the embedded mode every app shares one
 * process and one `service.name`, and the id is what the logs show, so a trace leads to its log lines.
 * A no-op while tracing is off.
 */
export function nameRequestSpan(service: string, requestId: string | undefined): void {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return;
  span.setAttribute('p2p.service', service);
  if (requestId) span.setAttribute('p2p.request_id', requestId);
}

/** `nameRequestSpan` for a service's requests, mounted after the request context. */
@Injectable()
export class SpanAttributesMiddleware implements NestMiddleware {
  constructor(@Inject(SERVICE_NAME) private readonly service: string) {}

  use(_request: Request, _response: Response, next: NextFunction): void {
    nameRequestSpan(this.service, currentRequestId());
    next();
  }
}
