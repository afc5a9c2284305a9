import { BreakInForce, breakEnd, ForbiddenError } from '@p2p/service-kit';

/** A user on a time-out or self-excluded (issue 22) can neither make offers nor take them. */
export class BreakInForceError extends ForbiddenError {
  constructor({ kind, endsAt }: BreakInForce) {
    super(
      kind === 'time-out'
        ? `You are on a time-out ${breakEnd(endsAt)}: no betting until then`
        : `You have excluded yourself from betting ${breakEnd(endsAt)}`,
    );
  }
}
