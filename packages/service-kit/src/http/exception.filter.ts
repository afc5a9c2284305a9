import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { isTransientFailure } from '@p2p/messaging';
import type { Response } from 'express';
import { DomainError, STATUS_BY_KIND } from './errors';

/** Every failure leaves as `{ success: false, message }` with a real status. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body, headers } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.status(status).json(body);
  }

  private describe(exception: unknown): {
    status: number;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  } {
    if (exception instanceof DomainError) {
      return {
        status: STATUS_BY_KIND[exception.kind],
        body: { success: false, message: exception.message, ...exception.extra },
        headers: exception.headers,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: { success: false, message: httpExceptionMessage(exception) }, headers: {} };
    }
    if (isBodyParserError(exception)) {
      return {
        status: exception.status,
        body: {
          success: false,
          message: exception.status === 413 ? 'Request body is too large' : 'Malformed JSON body',
        },
        headers: {},
      };
    }
    // The database restarting or a dependency unreachable: nothing was done and a retry will work,
    // which a 500 would not tell a client (or the gateway's retry of idempotent calls).
    if (isTransientFailure(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: { success: false, message: 'Service temporarily unavailable, please try again' },
        headers: { 'Retry-After': '1' },
      };
    }
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { success: false, message: 'Internal server error' },
      headers: {},
    };
  }
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join(', ');
  if (typeof message === 'string') return message;
  return exception.message;
}

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { type?: unknown }).type === 'string' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}
