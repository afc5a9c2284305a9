import { Money } from '@p2p/contracts';
import type { Role } from '@p2p/service-kit';
import { maskDateOfBirth } from './date-of-birth';
import type { User } from './user.entity';

/** The user object of the specification (section 3); never any hash or internal column. */
export interface UserView {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
  /** Masked: the year alone, `1990-**-**` (see `maskDateOfBirth`). */
  dateOfBirth: string | null;
  country: string | null;
  address: string | null;
  avatar: string | null;
  gender: string | null;
  role: Role;
  balance: string;
  todayChange: string;
  totalWinnings: string;
  totalLosses: string;
  betsCount: number;
  twoFactorEnabled: boolean;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  createdAt: string;
}

/** The user as the API answers it; `now` (the service's clock) decides which day today's change is of. */
export function toUserView(user: User, now: Date): UserView {
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName ?? first,
    lastName: user.lastName ?? rest.join(' '),
    username: user.username,
    email: user.email,
    phone: user.phone,
    dateOfBirth: maskDateOfBirth(user.dateOfBirth),
    country: user.country,
    address: user.address,
    avatar: user.avatar,
    gender: user.gender,
    role: user.role,
    balance: Money.format(BigInt(user.balanceCents)),
    todayChange: Money.format(todayChangeCents(user, now)),
    totalWinnings: Money.format(BigInt(user.totalWinningsCents)),
    totalLosses: Money.format(BigInt(user.totalLossesCents)),
    betsCount: user.betsCount,
    twoFactorEnabled: user.twoFactorEnabled,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What the admin service's commands answer: the user object plus the account's status. */
export interface ManagedUserView extends UserView {
  status: User['status'];
  statusReason: string | null;
}

export function toManagedUserView(user: User, now: Date): ManagedUserView {
  return { ...toUserView(user, now), status: user.status, statusReason: user.statusReason };
}

/** Balance now minus the balance before today's first change; nothing changed today is 0. */
function todayChangeCents(user: User, now: Date): bigint {
  if (user.balanceDay !== utcDay(now) || user.dayStartBalanceCents === null) return 0n;
  return BigInt(user.balanceCents) - BigInt(user.dayStartBalanceCents);
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
