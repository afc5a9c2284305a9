import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { CONFIG } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import { UnauthorizedError } from '../http/errors';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** Service-to-service commands: the gateway never routes /internal, and callers must know the shared token. */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const given = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    const expected = Buffer.from(this.config.INTERNAL_API_TOKEN);
    const actual = Buffer.from(typeof given === 'string' ? given : '');
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
      throw new UnauthorizedError('Internal token required');
    }
    return true;
  }
}

export function InternalOnly() {
  return applyDecorators(UseGuards(InternalGuard), ApiExcludeController());
}
