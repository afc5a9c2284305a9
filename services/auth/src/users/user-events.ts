import { AccountStatus, createEvent, TypedEvent, Events } from '@p2p/contracts';
import type { Role } from '@p2p/service-kit';
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
  registered: (user: User): TypedEvent<typeof Events.UserRegistered> =>
    createEvent(Events.UserRegistered, user.id, payload(user)),
  updated: (user: User): TypedEvent<typeof Events.UserUpdated> =>
    createEvent(Events.UserUpdated, user.id, payload(user)),
  signedIn: (user: User, at: Date): TypedEvent<typeof Events.UserSignedIn> =>
    createEvent(Events.UserSignedIn, user.id, { userId: user.id, at: at.toISOString() }),
  roleChanged: (
    before: User,
    change: { role: Role; reason: string | null; changedBy: string },
  ): TypedEvent<typeof Events.UserRoleChanged> =>
    createEvent(Events.UserRoleChanged, before.id, {
      userId: before.id,
      previousRole: before.role,
      ...change,
    }),
  statusChanged: (
    before: User,
    change: { status: AccountStatus; reason: string | null; changedBy: string },
  ): TypedEvent<typeof Events.UserStatusChanged> =>
    createEvent(Events.UserStatusChanged, before.id, {
      userId: before.id,
      previousStatus: before.status,
      ...change,
    }),
};

/** The fields other services project; a change to any of them is an auth.UserUpdated. */
export const PROJECTED_FIELDS = ['username', 'name', 'email', 'role', 'isEmailVerified'] as const;
