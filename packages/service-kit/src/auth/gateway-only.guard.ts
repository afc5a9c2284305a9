import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CONFIG } from '../app/tokens';
import type { BaseConfig } from '../config/config';
import { ForbiddenError } from '../http/errors';
import { carriesInternalToken } from './internal-token';

export const GATEWAY_ONLY_MESSAGE = 'Requests must come through the gateway';

const REACHABLE_WITHOUT_GATEWAY = 'p2p:reachable-without-gateway';

/**
 * A route that callers inside the network reach directly: the probes and the metrics, and the
 * /internal routes, whose own guard asks for the same token.
 */
export const ReachableWithoutGateway = () => SetMetadata(REACHABLE_WITHOUT_GATEWAY, true);

/**
 * Every route of a service answers only requests that came through the gateway, which proves it with
 * the internal token: a service's own port would otherwise skip the gateway's rate limits, and the
 * gateway's x-client-address (see `clientAddress`) could be written by anyone. In every mode, the
 * embedded one included, since its services listen on ports of their own too.
 */
@Injectable()
export class GatewayOnlyGuard implements CanActivate {
  constructor(
    @Inject(CONFIG) private readonly config: BaseConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const open = this.reflector.getAllAndOverride<boolean>(REACHABLE_WITHOUT_GATEWAY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (open) return true;
    const { headers } = context.switchToHttp().getRequest<Request>();
    if (!carriesInternalToken(headers, this.config.INTERNAL_API_TOKEN)) {
      throw new ForbiddenError(GATEWAY_ONLY_MESSAGE);
    }
    return true;
  }
}
