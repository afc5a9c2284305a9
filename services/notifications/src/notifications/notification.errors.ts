import { NotFoundError } from '@p2p/service-kit';

/** Also the answer for another user's notification: whether it exists is theirs to know. */
export class NotificationNotFoundError extends NotFoundError {
  constructor() {
    super('Notification not found');
  }
}
