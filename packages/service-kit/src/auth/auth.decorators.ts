import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { OPTIONAL_AUTH_EXTENSION, ROLES_EXTENSION } from '../http/openapi-conventions';
import { AuthUser, Role } from './auth-user';
import { bearerToken, TokenVerifier } from './token-verifier';
import { EmailNotVerifiedError, VERIFIED_EMAIL_ACTION } from './verified-email';

const ROLES = 'p2p:roles';
const OPTIONAL = 'p2p:auth-optional';
const UNAUTHORIZED_MESSAGE = 'p2p:unauthorized-message';

type AuthedRequest = Request & { user?: AuthUser };

@Injectable()
export class JwtGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const optional = this.reflector.getAllAndOverride<boolean>(OPTIONAL, targets);
    const token = bearerToken(request.headers.authorization);
    const user = token ? this.verifier.verify(token) : null;
    if (!user) {
      if (optional && !token) return true;
      const message = this.reflector.getAllAndOverride<string>(UNAUTHORIZED_MESSAGE, targets);
      throw new UnauthorizedError(
        token ? 'Invalid or expired token' : (message ?? 'Authentication required'),
      );
    }
    request.user = user;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES, targets) ?? [];
    if (roles.length > 0 && !roles.includes(user.role)) throw new ForbiddenError('Admin access required');
    const moneyAction = this.reflector.getAllAndOverride<string>(VERIFIED_EMAIL_ACTION, targets);
    if (moneyAction && !user.emailVerified) throw new EmailNotVerifiedError(moneyAction);
    return true;
  }
}

/**
 * The one permission decorator of a route: a verified access token, and one of the roles if given.
 * `unauthorizedMessage` is the specification's text for a guest (e.g. 'Please login to match bet offers').
 */
export function Auth(options: { roles?: Role[]; unauthorizedMessage?: string } = {}) {
  return applyDecorators(
    SetMetadata(ROLES, options.roles ?? []),
    ...(options.unauthorizedMessage ? [SetMetadata(UNAUTHORIZED_MESSAGE, options.unauthorizedMessage)] : []),
    UseGuards(JwtGuard),
    ApiBearerAuth(),
    ...(options.roles?.length ? [ApiExtension(ROLES_EXTENSION, options.roles)] : []),
  );
}

/** Guests pass without a user; a token, when sent, must be valid. */
export function OptionalAuth() {
  return applyDecorators(
    SetMetadata(OPTIONAL, true),
    UseGuards(JwtGuard),
    ApiExtension(OPTIONAL_AUTH_EXTENSION, true),
  );
}

export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser | undefined => {
    return context.switchToHttp().getRequest<AuthedRequest>().user;
  },
);
