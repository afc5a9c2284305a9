import { describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtGuard } from './auth.decorators';
import type { AuthUser } from './auth-user';
import type { TokenVerifier } from './token-verifier';
import { EmailNotVerifiedError, RequireVerifiedEmail } from './verified-email';

class MoneyController {
  @RequireVerifiedEmail('deposit')
  deposit(): void {}

  balance(): void {}
}

const user = (emailVerified: boolean): AuthUser => ({
  id: 'u1',
  username: 'jane',
  name: 'Jane',
  role: 'user',
  emailVerified,
});

function guardFor(caller: AuthUser, handler: 'deposit' | 'balance') {
  const verifier = { verify: () => caller } as unknown as TokenVerifier;
  const request = { headers: { authorization: 'Bearer token' } };
  const context = {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => MoneyController.prototype[handler],
    getClass: () => MoneyController,
  } as unknown as ExecutionContext;
  return () => new JwtGuard(verifier, new Reflector()).canActivate(context);
}

describe('RequireVerifiedEmail', () => {
  it('refuses a user whose token does not say the email is verified, naming the action', () => {
    const refused = guardFor(user(false), 'deposit');

    expect(refused).toThrow(EmailNotVerifiedError);
    expect(refused).toThrow('Please verify your email address before you deposit');
  });

  it('lets a verified user through', () => {
    expect(guardFor(user(true), 'deposit')()).toBe(true);
  });

  it('asks nothing of the routes without it', () => {
    expect(guardFor(user(false), 'balance')()).toBe(true);
  });
});
