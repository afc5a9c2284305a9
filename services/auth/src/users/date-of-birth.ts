import { DATE_OF_BIRTH_MESSAGES } from '@p2p/contracts';
import { ForbiddenError } from '@p2p/service-kit';

export {
  hasTurned,
  isCalendarDate,
  maskDateOfBirth,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  yearsAfter,
} from '@p2p/contracts';

/** A sign-up of someone under 18 (issue 22): the form is understood, the person refused. */
export class UnderageError extends ForbiddenError {
  constructor() {
    super(DATE_OF_BIRTH_MESSAGES.underage);
  }
}
