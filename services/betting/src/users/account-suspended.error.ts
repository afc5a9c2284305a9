import { ForbiddenError } from '@p2p/service-kit';

/** A suspended user can neither make offers nor take them. */
export class AccountSuspendedError extends ForbiddenError {
  constructor() {
    super('Your account is suspended');
  }
}
