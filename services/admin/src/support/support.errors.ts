import { ConflictError, NotFoundError } from '@p2p/service-kit';

export class ConversationNotFoundError extends NotFoundError {
  constructor() {
    super('Conversation not found');
  }
}

export class ConversationClosedError extends ConflictError {
  constructor() {
    super('This conversation is closed');
  }
}

export class ConversationAlreadyClosedError extends ConflictError {
  constructor() {
    super('Conversation is already closed');
  }
}
