import { SetMetadata } from '@nestjs/common';
import { DomainError } from '../http/errors';

export const VERIFIED_EMAIL_ACTION = 'p2p:verified-email-action';

/** In the error body, so a client can lead the user to verification whatever the words. */
export const EMAIL_NOT_VERIFIED_CODE = 'email_not_verified';

export class EmailNotVerifiedError extends DomainError {
  constructor(action: string) {
    super('forbidden', `Please verify your email address before you ${action}`, {
      code: EMAIL_NOT_VERIFIED_CODE,
    });
  }
}

/**
 * Money moves only for a user whose email is verified (issue 30): on a route under `@Auth()`, the
 * JWT guard refuses a token without the `ev` claim with 403, before the body is validated and
 * before any rule of the service (balance, limits, breaks) is asked. `action` completes
 * "Please verify your email address before you …".
 */
export const RequireVerifiedEmail = (action: string) => SetMetadata(VERIFIED_EMAIL_ACTION, action);
