import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';

const RAW_RESPONSE = 'p2p:raw-response';

/** The handler returns the whole body itself (the deposits calls have their own shapes). */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);

/** A handler result with a message besides its data: `{ success: true, data, message }`. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
  ) {}
}

export function reply<T>(data: T, message?: string): Reply<T> {
  return new Reply(data, message);
}

export interface SuccessBody<T> {
  success: true;
  data: T;
  message?: string;
}

/** Wraps every handler result in the `{ success: true, data }` envelope of the specifications. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (raw || context.getType() !== 'http') return next.handle();
    return next.handle().pipe(
      map((result) => {
        if (result instanceof Reply) {
          return result.message === undefined
            ? { success: true, data: result.data }
            : { success: true, data: result.data, message: result.message };
        }
        return { success: true, data: result ?? null };
      }),
    );
  }
}
