import { ForbiddenError } from '@p2p/service-kit';
import type { User } from './user.entity';

/** Login and refresh of a suspended account: the user is told why (the reason the admin gave). */
export class AccountSuspendedError extends ForbiddenError {
  constructor(reason: string | null) {
    super(`Your account has been suspended: ${reason ?? 'no reason given'}`);
  }
}

export function assertActive(user: User): void {
  if (user.status === 'suspended') throw new AccountSuspendedError(user.statusReason);
}
