import { ExclusionKind, Money } from '@p2p/contracts';
import type { AdminUser } from '@p2p/contracts/api';

/** A row of the users read model as the list and detail queries select it. */
export interface UserRow {
  id: string;
  username: string;
  name: string | null;
  email: string | null;
  role: AdminUser['role'];
  status: AdminUser['status'];
  status_reason: string | null;
  is_email_verified: boolean;
  available_cents: string;
  held_cents: string;
  bets_count: number;
  volume_cents: string;
  joined_at: Date | null;
  last_login_at: Date | null;
  exclusion_kind: ExclusionKind | null;
  excluded_until: Date | null;
}

export const USER_COLUMNS = `id, username, name, email, role, status, status_reason, is_email_verified,
  available_cents, held_cents, bets_count, volume_cents, joined_at, last_login_at, exclusion_kind, excluded_until`;

export function toAdminUser(row: UserRow, now: Date): AdminUser {
  const breakLasts = row.exclusion_kind !== null && (row.excluded_until === null || row.excluded_until > now);
  return {
    id: row.id,
    username: row.username,
    name: row.name ?? '',
    email: row.email ?? '',
    role: row.role,
    status: row.status,
    statusReason: row.status_reason,
    isEmailVerified: row.is_email_verified,
    balance: {
      available: Money.format(BigInt(row.available_cents)),
      held: Money.format(BigInt(row.held_cents)),
    },
    bets: row.bets_count,
    volume: Money.format(BigInt(row.volume_cents)),
    // Listed rows are registered ones; a join date is missing only when the registration fell out of
    // the bus's retention before a rebuild (the UserUpdated that named the user gives none).
    joinedAt: (row.joined_at ?? new Date(0)).toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    exclusion: breakLasts
      ? { kind: row.exclusion_kind!, endsAt: row.excluded_until?.toISOString() ?? null }
      : null,
  };
}
