import { HoldRefusals } from '@p2p/contracts';
import { ConflictError } from '@p2p/service-kit';

export class HoldKeyReusedError extends ConflictError {
  constructor() {
    super(HoldRefusals.keyReused.message);
  }
}

export class HoldAlreadyReleasedError extends ConflictError {
  constructor() {
    super(HoldRefusals.released.message);
  }
}
