import { DomainError } from '@p2p/service-kit';

export class InsufficientBalanceError extends DomainError {
  constructor() {
    super('unprocessable', 'Insufficient balance');
  }
}
