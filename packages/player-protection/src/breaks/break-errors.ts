import type { ExclusionKind } from '@p2p/contracts';
import { ForbiddenError } from '@p2p/service-kit';
import { BreakInForce, breakEnd } from './excluded-users';

/** A user on a time-out or self-excluded (issue 22) can neither make offers nor take them (betting). */
export class BreakInForceError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: no betting until then`
        : `You have excluded yourself from betting ${breakEnd(endsAt)}`,
    );
  }
}

/** A deposit by a user on a time-out or self-excluded (issue 22, the wallet). */
export class DepositsClosedError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: deposits are closed until then. Withdrawals stay open.`
        : `You have excluded yourself ${breakEnd(endsAt)}: deposits are closed. Withdrawals stay open.`,
    );
  }
}

/** A transfer by a user on a break (issue 30, the wallet): the money must not move to another account of theirs. */
export class TransfersClosedError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: transfers are closed until then. Withdrawals to your own bank stay open.`
        : `You have excluded yourself ${breakEnd(endsAt)}: transfers are closed. Withdrawals to your own bank stay open.`,
    );
  }
}

/** A transfer to a user on a break; which break, and until when, is the recipient's own business. */
export class RecipientOnBreakError extends ForbiddenError {
  constructor() {
    super('This user is on a break from betting and cannot receive transfers until it ends');
  }
}

/** A sign-up by someone whose other account is on a break (issue 30, auth): refused until the break ends. */
export class SignUpOnBreakError extends ForbiddenError {
  constructor(kind: ExclusionKind, endsAt: Date | null) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: a new account cannot be opened until then`
        : `You have excluded yourself from betting ${breakEnd(endsAt)}: a new account cannot be opened` +
            (endsAt ? ' until then' : ''),
    );
  }
}
