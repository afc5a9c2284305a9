import { ConflictError } from '@p2p/service-kit';

export class HoldKeyReusedError extends ConflictError {
  constructor() {
    super('Hold key reused with a different request');
  }
}

export class HoldAlreadyReleasedError extends ConflictError {
  constructor() {
    super('Hold was already released');
  }
}
