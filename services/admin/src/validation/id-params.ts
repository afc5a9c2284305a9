import { ParseUUIDPipe, PipeTransform } from '@nestjs/common';
import { NotFoundError } from '@p2p/service-kit';

/** Auth's user ids are opaque here; anything that could not be one names nobody. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const userIdPipe: PipeTransform<string, string> = {
  transform(value: string) {
    if (!USER_ID.test(value)) throw new NotFoundError('User not found');
    return value;
  },
};

/** Bets, matches and conversations have UUIDs: anything else is answered as an unknown one. */
export const betIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError('Bet not found') });
export const matchIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError('Match not found'),
});
export const conversationIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundError('Conversation not found'),
});
