import { NotFoundError, ValidationFailedError } from '@p2p/service-kit';

export class RecipientNotFoundError extends NotFoundError {
  constructor() {
    super('User not found');
  }
}

export class SelfTransferError extends ValidationFailedError {
  constructor() {
    super('You cannot transfer to yourself');
  }
}
