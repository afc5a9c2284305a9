import { DomainError } from '@p2p/service-kit';

/** A service that is not deployed, or not listening: for the client the same thing. */
export class ServiceUnavailableError extends DomainError {
  constructor() {
    super('unavailable', 'Service unavailable');
  }
}
