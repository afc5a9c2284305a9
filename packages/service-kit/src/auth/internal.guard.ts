import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { CONFIG } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import { UnauthorizedError } from '../http/errors';
import { ReachableWithoutGateway } from './gateway-only.guard';
import { carriesInternalToken } from './internal-token';

/** Service-to-service commands: the gateway never routes /internal, and callers must know the shared token. */
@Injectable()
export class InternalGuard implements CanActivate {
  constructor(@Inject(CONFIG) private readonly config: BaseConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const { headers } = context.switchToHttp().getRequest<Request>();
    if (!carriesInternalToken(headers, this.config.INTERNAL_API_TOKEN)) {
      throw new UnauthorizedError('Internal token required');
    }
    return true;
  }
}

/** Called by other services, never through the gateway: this guard checks the token, with its own answer. */
export function InternalOnly() {
  return applyDecorators(ReachableWithoutGateway(), UseGuards(InternalGuard), ApiExcludeController());
}
