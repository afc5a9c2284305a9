import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { DomainError, EnvelopeExceptionFilter, STATUS_BY_KIND, ErrorKind } from '@p2p/service-kit';

const KIND_BY_STATUS = new Map(
  Object.entries(STATUS_BY_KIND).map(([kind, status]) => [status, kind as ErrorKind]),
);

/**
 * The email-verification calls report failures in the field `error` (spec 01, sections 7-8) as well
 * as the envelope's `message`: the same text in both, validation failures included.
 */
@Catch()
export class ErrorFieldFilter implements ExceptionFilter {
  private readonly envelope = new EnvelopeExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    this.envelope.catch(withErrorField(exception), host);
  }
}

function withErrorField(exception: unknown): unknown {
  if (exception instanceof DomainError) {
    return new DomainError(
      exception.kind,
      exception.message,
      { error: exception.message, ...exception.extra },
      exception.headers,
    );
  }
  if (exception instanceof HttpException) {
    const kind = KIND_BY_STATUS.get(exception.getStatus());
    const response = exception.getResponse() as { message?: unknown } | string;
    const message = typeof response === 'string' ? response : response.message;
    const text = Array.isArray(message) ? message.join(', ') : String(message ?? exception.message);
    if (kind) return new DomainError(kind, text, { error: text });
  }
  return exception;
}
