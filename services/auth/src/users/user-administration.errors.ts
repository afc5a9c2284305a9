import { ConflictError, ForbiddenError, ValidationFailedError } from '@p2p/service-kit';

/** An admin's commands on their own account would let them lock themselves (or the platform) out. */
export class OwnAccountChangeError extends ForbiddenError {
  constructor(what: 'role' | 'status') {
    super(`You cannot change your own ${what}`);
  }
}

/** The platform must keep one active admin, or nobody could ever administer it again. */
export class LastAdminError extends ConflictError {
  constructor(change: 'demoted' | 'suspended') {
    super(`The last admin cannot be ${change}`);
  }
}

export class SuspensionReasonRequiredError extends ValidationFailedError {
  constructor() {
    super('A reason is required to suspend a user');
  }
}
