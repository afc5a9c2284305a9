import { createEvent, TypedEvent } from '@p2p/contracts';
import type { User } from './user.entity';

const payload = (user: User) => ({
  userId: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.role,
  isEmailVerified: user.isEmailVerified,
});

export const UserEvents = {
  registered: (user: User): TypedEvent<'auth.UserRegistered'> =>
    createEvent('auth.UserRegistered', user.id, payload(user)),
  updated: (user: User): TypedEvent<'auth.UserUpdated'> =>
    createEvent('auth.UserUpdated', user.id, payload(user)),
};

/** The fields other services project; a change to any of them is an auth.UserUpdated. */
export const PROJECTED_FIELDS = ['username', 'name', 'email', 'role', 'isEmailVerified'] as const;
